/** Sentences for product descriptions: what each kind of product does well, in shop German. */
import type { Profile } from './product-types'

export const featureSentences: Readonly<Record<Profile, readonly string[]>> = {
  shell: [
    'Die wasserdichte, atmungsaktive Membran hält Regen und Wind zuverlässig ab.',
    'Verschweißte Nähte und wasserdichte Reißverschlüsse sorgen auch bei Dauerregen für trockene Schultern.',
    'Die helmtaugliche Kapuze lässt sich mit einer Hand verstellen.',
    'Belüftungsreißverschlüsse unter den Armen führen beim Aufstieg überschüssige Wärme ab.',
    'Klein verpackt passt sie in jeden Rucksack.',
  ],
  insulated: [
    'Die leichte Isolierung wärmt auch bei Minusgraden, ohne aufzutragen.',
    'Ein Schneefang und elastische Bündchen halten Schnee draußen.',
    'Die Skipasstasche am Ärmel macht das Liftfahren bequem.',
    'Der hohe Kragen ist innen mit weichem Fleece gefüttert.',
    'Praktische Innentaschen bieten Platz für Handy und Handschuhe.',
  ],
  softshell: [
    'Das elastische Softshell-Material ist winddicht und bewegt sich bei jeder Bewegung mit.',
    'Die PFC-freie Imprägnierung lässt leichte Schauer abperlen.',
    'Sie ist atmungsaktiv genug für schweißtreibende Aufstiege.',
    'Flache Nähte verhindern Scheuerstellen unter dem Rucksack.',
  ],
  pants: [
    'Der elastische Stoff gibt bei großen Schritten nach und trocknet schnell.',
    'Vorgeformte Knie sorgen für Bewegungsfreiheit im steilen Gelände.',
    'Reißverschlusstaschen halten Schlüssel und Karte sicher.',
    'Der Beinabschluss lässt sich über den Schuh weiten.',
  ],
  base: [
    'Das Material leitet Feuchtigkeit rasch von der Haut weg.',
    'Flachnähte verhindern Druckstellen, auch unter dem Rucksack.',
    'Die körpernahe Passform wärmt, ohne einzuengen.',
    'Merinowolle wirkt von Natur aus geruchshemmend.',
  ],
  shirt: [
    'Der leichte Stoff trocknet schnell und fühlt sich angenehm auf der Haut an.',
    'Mesh-Einsätze an den schweißintensiven Zonen sorgen für Belüftung.',
    'Reflektierende Details machen bei Dämmerung sichtbar.',
    'Der Schnitt sitzt locker, ohne zu flattern.',
  ],
  fleece: [
    'Das weiche Fleece wärmt angenehm und ist schnell trocken.',
    'Als Zwischenschicht unter der Jacke ist es ebenso gut wie allein an milden Tagen.',
    'Die Kängurutasche und die Kapuze machen es zum Lieblingsstück nach dem Training.',
  ],
  'bike-wear': [
    'Der aerodynamische Schnitt liegt eng an und flattert auch bei hohem Tempo nicht.',
    'Drei Rückentaschen bieten Platz für Riegel, Pumpe und Windweste.',
    'Das Sitzpolster ist für lange Stunden im Sattel ausgelegt.',
    'Reflektierende Elemente sorgen für Sichtbarkeit im Straßenverkehr.',
  ],
  swim: [
    'Das chlorresistente Material behält seine Form auch nach vielen Trainingseinheiten.',
    'Die Passform sitzt eng und rutscht bei der Wende nicht.',
    'Schnell trocknend und mit hohem UV-Schutz ist sie auch im Freibad eine gute Wahl.',
  ],
  sock: [
    'Gezielte Polsterung an Ferse und Zehen schützt vor Blasen.',
    'Die anatomische Form mit Links-rechts-Passung verhindert Falten im Schuh.',
    'Merinowolle reguliert die Temperatur und bleibt lange geruchsfrei.',
  ],
  knit: [
    'Das dichte Strickmaterial wärmt auch bei eisigem Wind.',
    'Ein Fleece-Stirnband im Inneren schützt die Ohren.',
    'Sie passt gut unter die Kapuze und trägt nicht auf.',
  ],
  glove: [
    'Die wasserdichte Membran hält die Hände trocken.',
    'Eine Lederhandfläche sorgt für sicheren Griff an Stock und Lift.',
    'Lange Stulpen lassen sich über den Jackenärmel ziehen.',
  ],
  'run-shoe': [
    'Die reaktive Zwischensohle federt jeden Schritt ab und gibt Energie zurück.',
    'Das atmungsaktive Mesh-Obermaterial umschließt den Fuß wie eine zweite Haut.',
    'Die Außensohle aus robustem Gummi sorgt für Grip auf nassem Asphalt.',
    'Eine gepolsterte Fersenkappe gibt sicheren Halt.',
    'Er eignet sich für lockere Dauerläufe ebenso wie für das Tempotraining.',
  ],
  'trail-shoe': [
    'Tiefe Stollen greifen auf Schlamm, Schotter und nassem Fels.',
    'Ein Steinschutz in der Zwischensohle schont die Fußsohle auf ruppigen Trails.',
    'Der verstärkte Zehenschutz schützt vor Wurzeln und Steinen.',
    'Das Schnellschnürsystem lässt sich auch mit kalten Fingern bedienen.',
  ],
  'hike-shoe': [
    'Die griffige Profilsohle bietet sicheren Halt auf Fels und Geröll.',
    'Die wasserdichte Membran hält die Füße auch bei Nässe trocken.',
    'Der stabile Schaft stützt das Sprunggelenk beim Abstieg.',
    'Eine dämpfende Zwischensohle macht auch lange Hüttentage angenehm.',
  ],
  'casual-shoe': [
    'Der zeitlose Look passt zu Jeans genauso wie zur Trainingshose.',
    'Die gepolsterte Zunge und das weiche Fußbett sorgen für Komfort im Alltag.',
    'Die Gummisohle ist langlebig und rutschfest.',
  ],
  'court-shoe': [
    'Die Sohle ist für schnelle Seitwärtsbewegungen ausgelegt.',
    'Die stabile Fersenkappe gibt bei Richtungswechseln sicheren Halt.',
    'Das leichte Obermaterial sorgt für direkten Ballkontakt und gute Belüftung.',
  ],
  'ski-boot': [
    'Der Innenschuh lässt sich im Ski-Service thermisch an den Fuß anpassen.',
    'Die Schale überträgt jede Bewegung direkt auf die Kante.',
    'Mit Walk-Modus und GripWalk-Sohle gehst du auch zur Hütte sicher.',
    'Vier Mikroschnallen und ein breiter Powerstrap sorgen für präzisen Halt.',
  ],
  'xc-boot': [
    'Die steife Sohle überträgt die Kraft direkt auf den Ski.',
    'Die Manschette stützt das Sprunggelenk beim Skating-Schritt.',
    'Ein warmes Futter und ein Schnürungsschutz halten die Füße trocken.',
  ],
  'winter-boot': [
    'Ein warmes Futter hält die Füße auch bei strengem Frost warm.',
    'Die Profilsohle greift auf Schnee und Eis.',
    'Die wasserdichte Konstruktion macht Schneematsch nichts aus.',
  ],
  ski: [
    'Der Holzkern mit Titanal-Verstärkung sorgt für Laufruhe bei hohem Tempo.',
    'Die Taillierung macht kurze und lange Schwünge gleichermaßen leicht.',
    'Er greift auch auf harter, eisiger Piste zuverlässig.',
    'Gerne montieren wir die passende Bindung in unserer Ski-Werkstatt.',
  ],
  'xc-ski': [
    'Der leichte Kern und die schnelle Belagstruktur sorgen für gleitfreudige Runden.',
    'Die Vorspannung ist auf das Gewicht des Läufers abgestimmt.',
    'Wir montieren die Bindung und präparieren den Belag auf Wunsch in der Filiale.',
  ],
  snowboard: [
    'Das Profil verzeiht kleine Fehler und macht Spaß im Park wie auf der Piste.',
    'Der mittlere Flex bietet Kontrolle bei hohem Tempo und Spielraum für Tricks.',
    'Der gesinterte Belag ist schnell und leicht zu wachsen.',
  ],
  binding: [
    'Die Bindung löst zuverlässig aus und ist mit GripWalk-Sohlen kompatibel.',
    'Die Montage und Einstellung des Z-Werts übernimmt unser Ski-Service.',
    'Ein breiter Stopper passt zu modernen All-Mountain-Ski.',
  ],
  helmet: [
    'Das Rotationsschutzsystem reduziert die Kräfte bei schrägem Aufprall.',
    'Die Passform lässt sich per Drehrad stufenlos einstellen.',
    'Verschließbare Belüftungsöffnungen regulieren die Temperatur.',
    'Die Polster sind herausnehmbar und waschbar.',
  ],
  goggles: [
    'Die Doppelscheibe mit Anti-Fog-Beschichtung bleibt klar.',
    'Das große Sichtfeld verbessert die Wahrnehmung zur Seite.',
    'Der Wechselmechanismus lässt die Scheibe in Sekunden tauschen.',
    'Sie ist mit den meisten Skihelmen kompatibel.',
  ],
  poles: [
    'Das leichte Rohr ist bruchfest und schwingt kaum nach.',
    'Der ergonomische Griff liegt auch mit Handschuhen gut in der Hand.',
    'Die Schlaufe lässt sich schnell lösen.',
  ],
  backpack: [
    'Das belüftete Rückensystem hält den Rücken trocken.',
    'Ein breiter Hüftgurt verteilt die Last auf die Hüfte.',
    'Seitliche Fächer nehmen Trinkflasche und Stöcke auf.',
    'Die integrierte Regenhülle schützt den Inhalt bei Schlechtwetter.',
  ],
  bike: [
    'Die Geometrie verbindet sichere Bergab-Eigenschaften mit effizientem Vortrieb.',
    'Hydraulische Scheibenbremsen verzögern auch bei Nässe zuverlässig.',
    'Die Schaltung arbeitet präzise, auch unter Last am Berg.',
    'In der Filiale stellen wir Sattelhöhe und Cockpit auf dich ein.',
  ],
  'e-bike': [
    'Der kraftvolle Mittelmotor unterstützt harmonisch und leise.',
    'Der im Rahmen integrierte Akku reicht für lange Touren.',
    'Das Display zeigt Reichweite, Unterstützungsstufe und Navigation.',
    'Inspektion und Software-Updates übernimmt unsere Bike-Werkstatt.',
  ],
  watch: [
    'Die Uhr misst Herzfrequenz, Schlaf und Trainingsbelastung.',
    'Multi-Band GNSS liefert präzise Tracks auch zwischen Häusern und im Wald.',
    'Der Akku hält mehrere Wochen im Smartwatch-Modus.',
    'Trainingspläne und Routen werden direkt aufs Handgelenk geladen.',
  ],
  fitness: [
    'Die robuste Konstruktion ist für tägliches Training ausgelegt.',
    'Sie eignet sich für das Home-Gym ebenso wie für den Trainingsraum im Verein.',
    'Die rutschfeste Oberfläche sorgt für sicheren Halt.',
  ],
  racket: [
    'Der Rahmen verbindet Kontrolle mit spürbarer Power.',
    'Die Saitenbespannung übernehmen wir gerne in der Filiale.',
    'Er eignet sich für ambitionierte Vereinsspieler.',
  ],
  ball: ['Die Hülle ist langlebig und behält ihren Druck.', 'Das Flugverhalten ist stabil und berechenbar.'],
  climbing: [
    'Geprüft nach aktueller EN-Norm für höchste Sicherheit.',
    'Die gepolsterten Beinschlaufen sorgen für Komfort im Hängen.',
    'Farblich markierte Schnallen verhindern Fehler beim Anlegen.',
  ],
  camping: [
    'Geringes Gewicht und kleines Packmaß machen es zum idealen Begleiter auf Tour.',
    'Die Materialien sind robust und schnell aufgebaut.',
    'Es bewährt sich auf dem Campingplatz ebenso wie im Hochgebirge.',
  ],
  avalanche: [
    'Drei Antennen und eine klare Sprachführung machen die Verschüttetensuche schnell.',
    'Der Markierungsmodus hilft bei Mehrfachverschüttungen.',
    'Regelmäßiges Üben mit dem Gerät gehört zu jeder Skitour.',
  ],
  accessory: [
    'Das durchdachte Design macht es zum praktischen Begleiter.',
    'Leicht, robust und einfach zu reinigen.',
  ],
}

export const genderClosers: Readonly<Record<0 | 1 | 2 | 3, readonly string[]>> = {
  0: ['Unisex geschnitten und für alle geeignet.', 'Ein Klassiker für jede Ausrüstung.'],
  1: [
    'Die Damenversion ist auf die Anatomie von Frauen abgestimmt.',
    'Passform und Farben sind speziell für Damen entwickelt.',
  ],
  2: [
    'Die Herrenversion bietet eine großzügige Passform.',
    'Schnitt und Ausstattung sind auf Herren abgestimmt.',
  ],
  3: [
    'Robust gebaut für Kinder, die viel unterwegs sind.',
    'Leicht und strapazierfähig – ideal für junge Sportlerinnen und Sportler.',
  ],
}

export const equipmentClosers: readonly string[] = [
  'Robust verarbeitet und auf eine lange Lebensdauer ausgelegt.',
  'Ein zuverlässiger Begleiter für viele Saisonen.',
  'Von unseren Fachberaterinnen und Fachberatern getestet und empfohlen.',
]

export const generalClosers: readonly string[] = [
  'Gerne beraten wir dich zur richtigen Größe in einer unserer Filialen.',
  'Bestell online und hol deine Ware per Click & Collect in der Filiale ab.',
  'Ab 50 € liefern wir versandkostenfrei innerhalb Österreichs.',
]
