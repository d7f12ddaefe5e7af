/**
 * Static pages (/static/{slug}/) and service pages (/services/{slug}/). The company details are
 * fictitious demo data: Sportalpin does not exist.
 */

type Block = { readonly type: 'heading' | 'paragraph'; readonly text: string }

export interface ContentPageSpec {
  readonly kind: 'static' | 'service'
  readonly slug: string
  readonly title: string
  readonly body: readonly Block[]
}

const h = (text: string): Block => ({ type: 'heading', text })
const p = (text: string): Block => ({ type: 'paragraph', text })

export const contentPageSpecs: readonly ContentPageSpec[] = [
  {
    kind: 'static',
    slug: 'impressum',
    title: 'Impressum',
    body: [
      h('Angaben gemäß § 5 ECG und § 25 MedienG'),
      p('Sportalpin Handels GmbH, Mariahilfer Straße 85, 1060 Wien, Österreich.'),
      p('Firmenbuchnummer: FN 482913 k, Firmenbuchgericht: Handelsgericht Wien. UID-Nummer: ATU71234567.'),
      p('Geschäftsführung: Mag. Christina Weber, Ing. Michael Lechner.'),
      h('Kontakt'),
      p('Telefon: +43 1 597 12 00, E-Mail: service@sportalpin.at.'),
      h('Aufsichtsbehörde und Kammer'),
      p('Magistratisches Bezirksamt für den 6. Bezirk. Mitglied der Wirtschaftskammer Wien, Sparte Handel.'),
      h('Hinweis'),
      p('Dies ist ein Demo-Shop. Alle Unternehmensangaben sind fiktiv.'),
    ],
  },
  {
    kind: 'static',
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    body: [
      p(
        'Der Schutz deiner persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten deine Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, DSG, TKG 2021).',
      ),
      h('Welche Daten wir verarbeiten'),
      p(
        'Für Bestellungen verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer und Zahlungsinformationen. Im Kundenkonto speichern wir zusätzlich deine Lieferadressen, Bestellungen und Treuepunkte.',
      ),
      h('Zweck der Verarbeitung'),
      p(
        'Wir verwenden deine Daten zur Abwicklung von Bestellungen, zur Verwaltung deines Kundenkontos und – mit deiner Einwilligung – für den Newsletter.',
      ),
      h('Cookies'),
      p(
        'Technisch notwendige Cookies speichern deine Anmeldung und deinen Warenkorb. Analyse-Cookies setzen wir nur mit deiner Zustimmung.',
      ),
      h('Deine Rechte'),
      p(
        'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Beschwerden richtest du an die Österreichische Datenschutzbehörde.',
      ),
    ],
  },
  {
    kind: 'static',
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    body: [
      h('1. Geltungsbereich'),
      p(
        'Diese AGB gelten für alle Bestellungen über den Online-Shop der Sportalpin Handels GmbH durch Verbraucherinnen und Verbraucher mit Wohnsitz in Österreich.',
      ),
      h('2. Vertragsabschluss'),
      p(
        'Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Absenden der Bestellung gibst du ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung zustande.',
      ),
      h('3. Preise und Versandkosten'),
      p(
        'Alle Preise verstehen sich in Euro inklusive der gesetzlichen Umsatzsteuer. Ab einem Bestellwert von 50 € liefern wir versandkostenfrei, darunter berechnen wir 4,90 €.',
      ),
      h('4. Zahlung'),
      p(
        'Du bezahlst per Rechnung oder Vorauskasse. Bei Vorauskasse versenden wir die Ware nach Zahlungseingang.',
      ),
      h('5. Gewährleistung'),
      p('Es gelten die gesetzlichen Gewährleistungsbestimmungen.'),
    ],
  },
  {
    kind: 'static',
    slug: 'widerruf',
    title: 'Widerrufsbelehrung',
    body: [
      h('Widerrufsrecht'),
      p(
        'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist beginnt an dem Tag, an dem du die Ware erhalten hast.',
      ),
      h('Ausübung des Widerrufs'),
      p(
        'Um dein Widerrufsrecht auszuüben, informiere uns mittels einer eindeutigen Erklärung, etwa per E-Mail an service@sportalpin.at oder über das Rückgabeformular in deinem Kundenkonto.',
      ),
      h('Folgen des Widerrufs'),
      p(
        'Wir erstatten dir alle Zahlungen einschließlich der Lieferkosten spätestens binnen vierzehn Tagen ab Eingang deines Widerrufs. Wir können die Rückzahlung verweigern, bis wir die Ware zurückerhalten haben.',
      ),
    ],
  },
  {
    kind: 'static',
    slug: 'ueber-uns',
    title: 'Über uns',
    body: [
      p(
        'Sportalpin ist dein Sportfachhändler in Österreich – mit über 30 Filialen von Bregenz bis Eisenstadt und einem Online-Shop, der rund um die Uhr geöffnet hat.',
      ),
      h('Beratung von Sportlern für Sportler'),
      p(
        'Unsere Mitarbeiterinnen und Mitarbeiter fahren Ski, laufen, klettern und biken selbst. Diese Erfahrung geben sie in der Beratung weiter.',
      ),
      h('Service in der Filiale'),
      p(
        'Ski-Service, Bike-Werkstatt, Laufanalyse und Bike-Fitting: in unseren Filialen kümmern wir uns um deine Ausrüstung.',
      ),
      h('Nachhaltigkeit'),
      p(
        'Wir bauen unser Sortiment an reparierbaren und nachhaltig produzierten Produkten laufend aus und bieten in vielen Filialen einen Reparaturservice an.',
      ),
    ],
  },
  {
    kind: 'service',
    slug: 'versand',
    title: 'Versand & Lieferung',
    body: [
      h('Lieferzeit'),
      p(
        'Lagernde Artikel liefern wir innerhalb Österreichs in zwei bis vier Werktagen. Sperrgut wie Fahrräder und Fitnessgeräte wird von einer Spedition zugestellt.',
      ),
      h('Versandkosten'),
      p(
        'Ab 50 € Bestellwert ist der Versand kostenlos, darunter berechnen wir 4,90 €. Die Abholung per Click & Collect in der Filiale ist immer kostenlos.',
      ),
      h('Click & Collect'),
      p(
        'Bestell online und hol deine Ware in der Filiale deiner Wahl ab. Du erhältst eine E-Mail, sobald deine Bestellung bereitliegt.',
      ),
    ],
  },
  {
    kind: 'service',
    slug: 'rueckgabe',
    title: 'Rückgabe & Umtausch',
    body: [
      h('30 Tage Rückgaberecht'),
      p(
        'Zusätzlich zum gesetzlichen Widerrufsrecht kannst du ungetragene Ware innerhalb von 30 Tagen zurückgeben.',
      ),
      h('So funktioniert die Rückgabe'),
      p(
        'Melde die Rückgabe in deinem Kundenkonto an, druck das Rücksendeetikett aus und gib das Paket bei der Post ab. Die Rücksendung ist kostenlos.',
      ),
      h('Rückgabe in der Filiale'),
      p('Online gekaufte Ware kannst du auch in jeder Filiale zurückgeben oder umtauschen.'),
    ],
  },
  {
    kind: 'service',
    slug: 'zahlung',
    title: 'Zahlungsarten',
    body: [
      h('Kauf auf Rechnung'),
      p('Bezahl bequem innerhalb von 14 Tagen nach Erhalt der Ware.'),
      h('Vorauskasse'),
      p('Überweise den Rechnungsbetrag auf unser Konto. Die Ware wird nach Zahlungseingang versendet.'),
      h('Treuepunkte'),
      p(
        'Mit deinem Kundenkonto sammelst du pro Euro Einkaufswert einen Treuepunkt und lösen ihn bei künftigen Einkäufen ein.',
      ),
    ],
  },
  {
    kind: 'service',
    slug: 'kontakt',
    title: 'Kontakt',
    body: [
      h('Kundenservice'),
      p(
        'Unser Kundenservice ist von Montag bis Freitag von 8 bis 18 Uhr und am Samstag von 9 bis 13 Uhr für dich da.',
      ),
      p('Telefon: +43 1 597 12 00, E-Mail: service@sportalpin.at.'),
      h('Filialen'),
      p('Die Kontaktdaten und Öffnungszeiten unserer Filialen findest du in der Filialsuche.'),
    ],
  },
  {
    kind: 'service',
    slug: 'ski-service',
    title: 'Ski-Service',
    body: [
      p(
        'Gut präparierte Ski fahren sich leichter und sicherer. In unseren Ski-Service-Werkstätten kümmern wir uns um deine Ski und Snowboards.',
      ),
      h('Unsere Leistungen'),
      p('Kantenschliff, Belagsreparatur, Heißwachs, Bindungsmontage und Bindungseinstellung nach ÖNORM.'),
      h('Preise'),
      p('Ski-Service komplett ab 39,90 €, Bindungsmontage 29,90 €, Skischuh-Anpassung ab 19,90 €.'),
      h('Dauer'),
      p('Deine Ski sind in der Regel am nächsten Werktag abholbereit.'),
    ],
  },
  {
    kind: 'service',
    slug: 'bike-werkstatt',
    title: 'Bike-Werkstatt',
    body: [
      p('Unsere Bike-Werkstätten reparieren und warten Fahrräder und E-Bikes aller Marken.'),
      h('Service-Pakete'),
      p('Basis-Service ab 49,90 €, E-Bike-Service inklusive Software-Update ab 89,90 €.'),
      h('Montage'),
      p('Online gekaufte Fahrräder montieren wir für 49,90 € fahrfertig und stellen sie auf dich ein.'),
      h('Bike-Fitting'),
      p('Beim Bike-Fitting vermessen wir deinen Körper und passen Sattel, Lenker und Pedale optimal an.'),
    ],
  },
  {
    kind: 'service',
    slug: 'groessentabelle',
    title: 'Größentabelle',
    body: [
      h('Bekleidung Damen'),
      p('XS: Brustumfang 80–84 cm · S: 84–88 cm · M: 88–92 cm · L: 92–98 cm · XL: 98–104 cm.'),
      h('Bekleidung Herren'),
      p('S: Brustumfang 88–94 cm · M: 94–100 cm · L: 100–106 cm · XL: 106–112 cm · XXL: 112–118 cm.'),
      h('Kinder'),
      p('Die Kindergrößen 104 bis 176 entsprechen der Körpergröße in Zentimetern.'),
      h('Schuhe'),
      p('Miss die Fußlänge am Nachmittag und rechne für Laufschuhe etwa einen Zentimeter dazu.'),
    ],
  },
]
