/** The guide (blog) articles: practical advice in German, grouped in sections. */

export interface GuideSection {
  readonly slug: string
  readonly name: string
  /** Last paragraph of every article in the section. */
  readonly closing: string
}

export const guideSections: readonly GuideSection[] = [
  {
    slug: 'laufen',
    name: 'Laufen',
    closing:
      'Bei einer Laufanalyse in unseren Filialen filmen wir deinen Laufstil auf dem Laufband und finden gemeinsam den passenden Schuh.',
  },
  {
    slug: 'wintersport',
    name: 'Wintersport',
    closing:
      'Unser Ski-Service schleift Kanten, wachst Beläge und stellt Bindungen nach Norm ein – meist schon am nächsten Tag.',
  },
  {
    slug: 'radsport',
    name: 'Radsport',
    closing:
      'In unseren Bike-Werkstätten übernehmen wir Service, Reparaturen und die Montage deines neuen Rads – auf Wunsch mit Bike-Fitting.',
  },
  {
    slug: 'wandern',
    name: 'Wandern & Bergsport',
    closing:
      'Unsere Teams in den Filialen sind selbst viel am Berg unterwegs und beraten dich gerne bei der Wahl von Schuhen und Ausrüstung.',
  },
]

export interface GuideArticleSpec {
  readonly section: string
  readonly sport: string
  readonly title: string
  readonly teaser: string
  readonly blocks: readonly (readonly [heading: string, paragraph: string])[]
}

export const guideArticleSpecs: readonly GuideArticleSpec[] = [
  // ---------------------------------------------------------------------------------------- Laufen
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Den richtigen Laufschuh finden',
    teaser: 'Dämpfung, Sprengung, Stabilität: worauf es beim Kauf eines Laufschuhs wirklich ankommt.',
    blocks: [
      [
        'Neutral oder stabil?',
        'Knickt der Fuß beim Aufsetzen stark nach innen, helfen Stabilschuhe mit festerer Innenseite. Die meisten Läuferinnen und Läufer kommen mit einem Neutralschuh gut zurecht.',
      ],
      [
        'Wie viel Dämpfung braucht es?',
        'Für lange, ruhige Läufe ist eine weiche, hohe Dämpfung angenehm. Für Tempoläufe eignen sich leichtere, direktere Modelle.',
      ],
      [
        'Die richtige Größe',
        'Vor der großen Zehe sollte etwa ein Daumen breit Platz sein, denn der Fuß dehnt sich beim Laufen aus. Probier neue Schuhe am besten am Nachmittag.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Trainingsplan für den ersten Halbmarathon',
    teaser: 'In zwölf Wochen von zehn Kilometern zur Halbmarathon-Distanz – mit Plan und ohne Überlastung.',
    blocks: [
      [
        'Die Basis aufbauen',
        'Lauf in den ersten Wochen drei- bis viermal pro Woche locker. Der lange Lauf am Wochenende wächst jede Woche um höchstens zwei Kilometer.',
      ],
      [
        'Tempo gezielt einbauen',
        'Ab Woche fünf ergänzen Intervalle oder ein Tempodauerlauf das Training. Die übrigen Einheiten bleiben bewusst ruhig.',
      ],
      [
        'Die letzten zwei Wochen',
        'Reduziere den Umfang vor dem Wettkampf um ein Drittel. Neue Schuhe oder neue Gels testest du nicht erst am Renntag.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Laufen im Winter: so bleibst du warm und sicher',
    teaser: 'Kälte, Dunkelheit und Glätte sind kein Grund für eine Pause – mit der richtigen Ausrüstung.',
    blocks: [
      [
        'Das Zwiebelprinzip',
        'Eine Funktionsunterwäsche, ein wärmendes Langarmshirt und eine winddichte Laufjacke halten warm, ohne zu überhitzen. Mütze und dünne Handschuhe nicht vergessen.',
      ],
      [
        'Gesehen werden',
        'Reflektierende Details und eine Stirnlampe sorgen dafür, dass Autofahrer dich früh erkennen.',
      ],
      [
        'Grip auf Schnee',
        'Trailschuhe mit tiefem Profil oder Spikes für den Laufschuh geben auf festgetretenem Schnee Halt.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'trailrunning',
    title: 'Einstieg ins Trailrunning',
    teaser: 'Raus aus der Stadt, rauf auf den Berg: was du für die ersten Läufe im Gelände brauchst.',
    blocks: [
      [
        'Der passende Schuh',
        'Trailschuhe haben eine griffige Sohle mit tiefen Stollen und einen Steinschutz. Auf Forststraßen genügt ein moderates Profil, im alpinen Gelände darf es mehr sein.',
      ],
      [
        'Bergauf gehen ist erlaubt',
        'Auch erfahrene Trailrunner gehen steile Passagen. Das spart Kraft für die Abfahrt und die flachen Stücke.',
      ],
      [
        'Sicher unterwegs',
        'Eine leichte Jacke, etwas zu trinken und ein geladenes Handy gehören immer in die Laufweste.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'trailrunning',
    title: 'Laufrucksack oder Laufweste?',
    teaser: 'Für lange Läufe braucht man Wasser und Verpflegung – die Frage ist nur, wie man sie trägt.',
    blocks: [
      [
        'Laufwesten',
        'Westen sitzen eng am Oberkörper und wackeln nicht. Soft Flasks in den Brusttaschen sind während des Laufens griffbereit.',
      ],
      [
        'Laufrucksäcke',
        'Wer mehr mitnehmen muss, etwa Wechselkleidung für Bergläufe, greift zu einem Laufrucksack mit zehn bis fünfzehn Litern.',
      ],
      [
        'Anprobieren lohnt sich',
        'Die Passform ist bei Westen entscheidend. Probier sie gefüllt an und spring ein paar Mal auf der Stelle.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Wie lange hält ein Laufschuh?',
    teaser:
      'Nach 600 bis 1.000 Kilometern lässt die Dämpfung spürbar nach. Woran du erkennst, dass ein neuer Schuh fällig ist.',
    blocks: [
      [
        'Die Zwischensohle altert',
        'Der Schaum verliert mit der Zeit seine Elastizität, auch wenn man es von außen kaum sieht. Falten in der Zwischensohle sind ein deutliches Zeichen.',
      ],
      [
        'Abrieb an der Sohle',
        'Ist das Profil an der Ferse oder am Vorfuß abgelaufen, fehlt Grip auf nassem Asphalt.',
      ],
      [
        'Zwei Paar im Wechsel',
        'Wer häufig läuft, wechselt zwischen zwei Paaren. So trocknet der Schaum zwischen den Läufen vollständig.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Funktionsbekleidung statt Baumwolle',
    teaser:
      'Warum das alte Baumwollshirt beim Laufen keine gute Idee ist – und welche Materialien besser sind.',
    blocks: [
      [
        'Baumwolle speichert Schweiß',
        'Ein nasses Baumwollshirt klebt auf der Haut und kühlt bei Wind schnell aus.',
      ],
      [
        'Synthetik und Merino',
        'Polyester transportiert Feuchtigkeit schnell nach außen und trocknet rasch. Merinowolle wärmt auch feucht und bleibt lange geruchsfrei.',
      ],
      [
        'Flache Nähte',
        'Bei langen Läufen zählen Details: flache Nähte und ein weicher Bund verhindern Scheuerstellen.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Die besten Laufstrecken in Wien',
    teaser: 'Prater-Hauptallee, Donauinsel und Wienerwald: fünf Runden für jede Trainingsform.',
    blocks: [
      [
        'Prater-Hauptallee',
        'Schnurgerade, flach und mit Kilometermarkierungen ist die Hauptallee ideal für Tempotraining.',
      ],
      [
        'Donauinsel',
        'Über 20 Kilometer autofreie Wege laden zu langen Läufen ein, im Sommer mit Sprung ins Wasser danach.',
      ],
      [
        'Wienerwald',
        'Wer Höhenmeter sucht, findet sie auf den Wegen rund um den Kahlenberg und den Hermannskogel.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'GPS-Sportuhren im Vergleich',
    teaser: 'Herzfrequenz, Trainingsbelastung, Navigation: welche Funktionen im Training wirklich helfen.',
    blocks: [
      [
        'Für Einsteiger',
        'Eine Uhr mit GPS, optischer Herzfrequenzmessung und Intervallfunktion deckt alles Wichtige ab.',
      ],
      [
        'Für Ambitionierte',
        'Trainingsbelastung, Erholungszeit und Laufleistung helfen, das Training gezielt zu steuern.',
      ],
      [
        'Für die Berge',
        'Multi-Band-GNSS, Kartennavigation und lange Akkulaufzeit sind bei Ultratrails und Bergtouren Gold wert.',
      ],
    ],
  },
  {
    section: 'laufen',
    sport: 'strassenlauf',
    title: 'Richtig dehnen und regenerieren',
    teaser: 'Gute Regeneration ist die halbe Miete: so bleibst du verletzungsfrei.',
    blocks: [
      [
        'Auslaufen statt abrupt stoppen',
        'Zehn Minuten lockeres Traben nach intensiven Einheiten helfen dem Kreislauf, zur Ruhe zu kommen.',
      ],
      [
        'Mobilität statt langem Halten',
        'Dynamische Übungen für Hüfte und Waden sind vor dem Lauf sinnvoller als langes statisches Dehnen.',
      ],
      [
        'Schlaf und Ernährung',
        'Ausreichend Schlaf und Eiweiß nach dem Training sind die wirksamsten Regenerationsmittel.',
      ],
    ],
  },
  // ------------------------------------------------------------------------------------ Wintersport
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Welche Skilänge passt zu mir?',
    teaser: 'Körpergröße, Können und Fahrstil bestimmen die richtige Länge – eine einfache Faustregel hilft.',
    blocks: [
      [
        'Die Faustregel',
        'Einsteiger wählen einen Ski, der bis etwa zum Kinn reicht. Sportliche Fahrer greifen zu Ski in Stirn- bis Körperhöhe.',
      ],
      [
        'Radius und Einsatzbereich',
        'Ein kleiner Radius macht kurze Schwünge leicht, ein großer sorgt für Laufruhe bei hohem Tempo.',
      ],
      ['Gewicht zählt', 'Schwere Fahrer wählen eher etwas länger, leichte etwas kürzer.'],
    ],
  },
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Skischuhe anpassen lassen',
    teaser: 'Drückt der Skischuh, ist der Skitag schnell vorbei. Wie ein Bootfitting Abhilfe schafft.',
    blocks: [
      [
        'Der Flex',
        'Der Flexwert beschreibt die Härte des Schuhs. Einsteiger fahren mit 70 bis 90 am besten, sportliche Fahrer mit 110 und mehr.',
      ],
      [
        'Thermisch anpassbare Innenschuhe',
        'Viele Innenschuhe werden erwärmt und formen sich dann an den Fuß an. Das dauert in der Filiale etwa eine halbe Stunde.',
      ],
      ['Die Schale weiten', 'Drückt die Schale an einzelnen Stellen, kann sie punktuell geweitet werden.'],
    ],
  },
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Ski-Service: warum Kanten und Belag Pflege brauchen',
    teaser: 'Ein gewachster Belag und scharfe Kanten machen Skifahren sicherer und einfacher.',
    blocks: [
      [
        'Scharfe Kanten',
        'Stumpfe Kanten rutschen auf harter Piste weg. Ein Kantenschliff gibt sicheren Halt im Schwung.',
      ],
      ['Das Wachs', 'Wachs schützt den Belag vor dem Austrocknen und sorgt für gute Gleiteigenschaften.'],
      [
        'Wie oft?',
        'Ein Service pro Saison ist das Minimum, bei vielen Skitagen darf es alle fünf bis sieben Tage sein.',
      ],
    ],
  },
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Skihelm und Skibrille richtig kombinieren',
    teaser: 'Helm und Brille müssen zusammenpassen, sonst zieht es an der Stirn oder die Brille beschlägt.',
    blocks: [
      [
        'Die Passform des Helms',
        'Der Helm sitzt richtig, wenn er ohne geschlossenen Kinnriemen nicht verrutscht.',
      ],
      [
        'Kein Spalt an der Stirn',
        'Zwischen Helm und Brille sollte kein Spalt bleiben. Probier beide am besten gemeinsam.',
      ],
      [
        'Die richtige Scheibe',
        'Filterkategorie S2 ist ein guter Allrounder, bei Sonne empfiehlt sich S3, bei schlechter Sicht S1.',
      ],
    ],
  },
  {
    section: 'wintersport',
    sport: 'skitouren',
    title: 'Skitouren für Einsteiger',
    teaser: 'Aus eigener Kraft auf den Gipfel: Ausrüstung, Technik und Sicherheit für die ersten Touren.',
    blocks: [
      ['Die Ausrüstung', 'Tourenski mit Felle, eine Tourenbindung und Schuhe mit Gehmodus bilden die Basis.'],
      [
        'Sicherheit zuerst',
        'LVS-Gerät, Sonde und Schaufel gehören bei jeder Tour abseits der Piste in den Rucksack.',
      ],
      [
        'Pistentouren als Start',
        'Viele Skigebiete erlauben Aufstiege auf markierten Routen. Ideal, um Technik und Kondition zu trainieren.',
      ],
    ],
  },
  {
    section: 'wintersport',
    sport: 'skitouren',
    title: 'LVS-Gerät: üben, üben, üben',
    teaser: 'Im Ernstfall zählt jede Minute. Warum die Verschüttetensuche regelmäßig trainiert werden muss.',
    blocks: [
      ['Der Gruppencheck', 'Vor jeder Tour prüfen alle Teilnehmer, ob die Geräte senden und empfangen.'],
      ['Die Suchphasen', 'Signalsuche, Grobsuche und Feinsuche: jede Phase verlangt eine andere Technik.'],
      ['Trainingsparks', 'In vielen Skigebieten gibt es LVS-Trainingsparks mit vergrabenen Sendern.'],
    ],
  },
  {
    section: 'wintersport',
    sport: 'langlauf',
    title: 'Klassisch oder Skating?',
    teaser: 'Zwei Techniken, zwei Ausrüstungen: was Einsteiger über Langlauf wissen sollten.',
    blocks: [
      [
        'Klassisch',
        'Die klassische Technik in der Spur ist leichter zu lernen. Schuppen- oder Fellski sparen das Steigwachs.',
      ],
      ['Skating', 'Skaten ist dynamischer und schneller, verlangt aber mehr Kraft und Gleichgewicht.'],
      ['Leihen vor dem Kauf', 'Wer unsicher ist, probiert beide Techniken mit Leihausrüstung aus.'],
    ],
  },
  {
    section: 'wintersport',
    sport: 'snowboard',
    title: 'Das erste Snowboard',
    teaser: 'Länge, Flex und Profil: so finden Einsteiger ein Board, das verzeiht.',
    blocks: [
      ['Die Länge', 'Aufrecht vor dir sollte das Board etwa bis zwischen Kinn und Nase reichen.'],
      ['Weicher Flex', 'Ein weiches Board dreht leichter und verzeiht Fehler.'],
      [
        'Rocker oder Camber',
        'Rocker-Profile verkanten seltener, Camber-Profile bieten mehr Halt auf harter Piste.',
      ],
    ],
  },
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Warm und trocken auf der Piste',
    teaser: 'Mit dem Zwiebelprinzip bleibst du den ganzen Skitag angenehm temperiert.',
    blocks: [
      ['Erste Schicht', 'Funktionsunterwäsche aus Merino oder Synthetik transportiert Feuchtigkeit weg.'],
      ['Zweite Schicht', 'Ein Fleece oder eine leichte Isolationsjacke speichert Wärme.'],
      ['Dritte Schicht', 'Skijacke und Skihose mit hoher Wassersäule schützen vor Wind und Nässe.'],
    ],
  },
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Kinder-Skiausrüstung: kaufen oder leihen?',
    teaser: 'Kinder wachsen schnell. Wann sich der Kauf lohnt und wann die Saisonmiete die bessere Wahl ist.',
    blocks: [
      ['Saisonmiete', 'Bei der Saisonmiete bekommen Kinder jedes Jahr Ski und Schuhe in passender Größe.'],
      [
        'Helm immer kaufen',
        'Der Helm sollte perfekt sitzen. Ein eigener Helm ist hygienischer und sicherer.',
      ],
      ['Gebraucht weitergeben', 'Gut gepflegte Kinderski lassen sich gut weitergeben oder eintauschen.'],
    ],
  },
  {
    section: 'wintersport',
    sport: 'ski-alpin',
    title: 'Die schönsten Skigebiete Österreichs',
    teaser: 'Von Schladming bis St. Anton: fünf Skigebiete, die jede Anreise wert sind.',
    blocks: [
      ['Schladming-Dachstein', 'Die Planai ist Weltcup-Strecke und bietet perfekt präparierte Pisten.'],
      ['Kitzbühel', 'Die Streif kennt jeder, doch auch abseits davon locken abwechslungsreiche Abfahrten.'],
      ['Ski Arlberg', 'Das größte zusammenhängende Skigebiet Österreichs ist ein Paradies für Freerider.'],
    ],
  },
  // ---------------------------------------------------------------------------------------- Radsport
  {
    section: 'radsport',
    sport: 'mountainbike',
    title: 'Hardtail oder Fully?',
    teaser: 'Ein Mountainbike ohne oder mit Hinterbaufederung: was passt zu deinen Touren?',
    blocks: [
      [
        'Hardtail',
        'Hardtails sind leicht, wartungsarm und effizient bergauf. Ideal für Forststraßen und Cross-Country.',
      ],
      ['Fully', 'Vollgefederte Bikes bieten Komfort und Kontrolle auf ruppigen Trails.'],
      ['Probefahren', 'Bei einer Probefahrt in der Filiale spürst du den Unterschied am besten.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'e-bike',
    title: 'E-Bike-Akku richtig pflegen',
    teaser: 'Mit ein paar Regeln hält der Akku deines E-Bikes viele Jahre.',
    blocks: [
      ['Nicht ganz leer fahren', 'Lithium-Ionen-Akkus mögen es nicht, vollständig entladen zu werden.'],
      ['Kühl und trocken lagern', 'Im Winter lagerst du den Akku bei Raumtemperatur und etwa halb geladen.'],
      ['Software-Updates', 'Beim Service spielen wir aktuelle Updates für Motor und Display ein.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'e-bike',
    title: 'Das richtige E-Bike finden',
    teaser: 'E-Mountainbike, Trekking-E-Bike oder City-E-Bike: ein Überblick über die Kategorien.',
    blocks: [
      ['E-Mountainbikes', 'Kräftige Mittelmotoren und große Akkus machen auch steile Trails fahrbar.'],
      [
        'Trekking-E-Bikes',
        'Mit Gepäckträger, Licht und Schutzblechen sind sie ideal für Pendler und Radreisen.',
      ],
      ['Reichweite', 'Die Reichweite hängt von Gelände, Gewicht und Unterstützungsstufe ab.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'rennrad',
    title: 'Rennrad-Sitzposition einstellen',
    teaser: 'Eine gute Sitzposition spart Kraft und beugt Schmerzen vor.',
    blocks: [
      ['Die Sattelhöhe', 'Im unteren Totpunkt sollte das Bein fast gestreckt sein.'],
      ['Die Sattelposition', 'Das Knie sollte bei waagrechter Kurbel etwa über der Pedalachse stehen.'],
      ['Bike-Fitting', 'Bei einem professionellen Bike-Fitting vermessen wir Körper und Rad.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'mountainbike',
    title: 'Fahrradhelm: worauf achten?',
    teaser: 'Ein guter Helm sitzt fest, ist gut belüftet und schützt auch bei schrägem Aufprall.',
    blocks: [
      ['Die Passform', 'Der Helm sitzt waagrecht, zwei Finger breit über den Augenbrauen.'],
      ['Rotationsschutz', 'Systeme wie MIPS reduzieren die Kräfte bei schrägem Aufprall.'],
      ['Nach einem Sturz', 'Nach einem Sturz sollte der Helm immer ersetzt werden.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'trekkingrad',
    title: 'Mit dem Rad zur Arbeit',
    teaser: 'Radpendeln ist gesund, günstig und schnell. So gelingt der Umstieg.',
    blocks: [
      ['Das richtige Rad', 'Ein Trekkingrad mit Licht, Schutzblechen und Gepäckträger ist ideal.'],
      ['Regenschutz', 'Eine Regenjacke und Überschuhe halten bei Schauern trocken.'],
      ['Sicher parken', 'Ein gutes Bügelschloss schützt vor Diebstahl.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'mountainbike',
    title: 'Bike-Frühjahrscheck',
    teaser: 'Vor der ersten Ausfahrt sollte das Rad gründlich durchgecheckt werden.',
    blocks: [
      ['Bremsen prüfen', 'Kontrolliere die Bremsbeläge und den Druckpunkt.'],
      ['Kette und Schaltung', 'Eine saubere, geölte Kette schaltet präzise und hält länger.'],
      ['Reifendruck', 'Der richtige Reifendruck hängt von Fahrergewicht und Untergrund ab.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'rennrad',
    title: 'Radbekleidung für jede Jahreszeit',
    teaser: 'Vom Sommertrikot bis zur Winterjacke: die richtige Bekleidung für jede Ausfahrt.',
    blocks: [
      ['Sommer', 'Leichte Trikots und Radhosen mit gutem Sitzpolster sind die Basis.'],
      ['Übergangszeit', 'Arm- und Beinlinge sowie eine Windweste lassen sich flexibel kombinieren.'],
      ['Winter', 'Thermojacke, lange Hose und Überschuhe halten auch bei Kälte warm.'],
    ],
  },
  {
    section: 'radsport',
    sport: 'mountainbike',
    title: 'Kinderfahrrad: die richtige Größe',
    teaser: 'Ein Kinderrad, das zu groß ist, macht unsicher. Wie du die passende Laufradgröße findest.',
    blocks: [
      ['Nach Innenbeinlänge', 'Die Innenbeinlänge ist aussagekräftiger als das Alter.'],
      ['Leichtes Gewicht', 'Ein leichtes Rad lässt sich von Kindern besser kontrollieren.'],
      ['Probefahren', 'Lass dein Kind in der Filiale Probe fahren.'],
    ],
  },
  // ----------------------------------------------------------------------------------------- Wandern
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Wanderschuhe richtig auswählen',
    teaser: 'Vom leichten Zustieg bis zur Hochtour: welcher Schuh für welches Gelände?',
    blocks: [
      [
        'Leichte Wanderschuhe',
        'Für gut ausgebaute Wege genügen leichte, halbhohe Schuhe mit flexibler Sohle.',
      ],
      ['Bergschuhe', 'Im alpinen Gelände geben höhere Schuhe mit steifer Sohle Halt und Sicherheit.'],
      ['Einlaufen', 'Lauf neue Schuhe vor der ersten großen Tour auf kürzeren Wanderungen ein.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Packliste für die Hüttentour',
    teaser: 'Mehrere Tage von Hütte zu Hütte: was in den Rucksack gehört – und was nicht.',
    blocks: [
      ['Bekleidung', 'Funktionsshirts, eine Fleecejacke, eine Regenjacke und Wechselsocken reichen aus.'],
      [
        'Für die Hütte',
        'Hüttenschlafsack, Hausschuhe und Ohrstöpsel sind in vielen Hütten Pflicht oder Gold wert.',
      ],
      ['Leicht packen', 'Der Rucksack sollte nicht mehr als zehn Prozent des Körpergewichts wiegen.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'klettersteig',
    title: 'Klettersteig für Einsteiger',
    teaser: 'Mit Klettersteigset, Helm und Gurt sicher unterwegs im Fels.',
    blocks: [
      ['Die Schwierigkeitsgrade', 'Klettersteige werden von A (leicht) bis E (extrem schwierig) bewertet.'],
      [
        'Die Ausrüstung',
        'Klettersteigset, Gurt und Helm sind Pflicht. Handschuhe schützen die Hände am Stahlseil.',
      ],
      ['Mit Führung beginnen', 'Eine geführte Tour mit Bergführer ist der sicherste Einstieg.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Regenjacken: was bedeutet die Wassersäule?',
    teaser: 'Wassersäule und Atmungsaktivität erklärt – damit du trocken bleibst.',
    blocks: [
      [
        'Die Wassersäule',
        'Ab 10.000 mm gilt eine Jacke als wasserdicht, für Dauerregen empfehlen sich 20.000 mm und mehr.',
      ],
      [
        'Atmungsaktivität',
        'Der RET-Wert oder die Angabe in g/m²/24 h beschreibt, wie gut Schweiß nach außen gelangt.',
      ],
      ['Pflege', 'Regelmäßiges Waschen und Imprägnieren erhält die Funktion der Membran.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Wanderstöcke richtig einsetzen',
    teaser: 'Stöcke entlasten die Knie beim Abstieg und geben Sicherheit im Gelände.',
    blocks: [
      ['Die richtige Länge', 'Im Stand sollte der Ellenbogen etwa im rechten Winkel gebeugt sein.'],
      ['Bergab länger', 'Bergab verlängerst du die Stöcke um einige Zentimeter, bergauf kürzt du sie.'],
      [
        'Faltbar oder teleskopisch',
        'Faltstöcke sind leicht und klein verstaut, Teleskopstöcke sind robuster.',
      ],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Der richtige Wanderrucksack',
    teaser: 'Volumen, Rückensystem und Hüftgurt: so trägt sich der Rucksack bequem.',
    blocks: [
      ['Das Volumen', 'Für Tagestouren reichen 20 bis 30 Liter, für Hüttentouren 30 bis 40 Liter.'],
      ['Die Rückenlänge', 'Viele Rucksäcke lassen sich an die Rückenlänge anpassen.'],
      ['Damenmodelle', 'Rucksäcke für Damen haben kürzere Rückenlängen und angepasste Schultergurte.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Wandern mit Kindern',
    teaser: 'Mit der richtigen Tour und guter Ausrüstung wird der Familienausflug zum Erlebnis.',
    blocks: [
      ['Die richtige Tour', 'Wähle Touren mit Zielen: Hütten, Seen oder Spielplätze motivieren.'],
      ['Die richtige Ausrüstung', 'Kinder brauchen gute Schuhe und eine Regenjacke.'],
      ['Genügend Pausen', 'Plane mehr Zeit ein, als die Wegtafel angibt.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Merino oder Synthetik?',
    teaser: 'Zwei Materialien, zwei Stärken: welche Funktionswäsche passt zu dir?',
    blocks: [
      ['Merinowolle', 'Merino wärmt auch feucht, kratzt nicht und bleibt lange geruchsfrei.'],
      ['Synthetik', 'Polyester trocknet schneller und ist robuster.'],
      ['Die Mischung', 'Mischgewebe verbinden die Vorteile beider Materialien.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'bergwandern',
    title: 'Die schönsten Wanderwege Österreichs',
    teaser: 'Vom Adlerweg bis zum Alpe-Adria-Trail: Weitwanderwege für jeden Geschmack.',
    blocks: [
      ['Adlerweg', 'Der Adlerweg führt in 33 Etappen quer durch Tirol.'],
      ['Alpe-Adria-Trail', 'Vom Großglockner bis an die Adria führt dieser Weitwanderweg durch drei Länder.'],
      ['Salzalpensteig', 'Vom Chiemsee bis zum Hallstätter See wanderst du auf den Spuren des Salzes.'],
    ],
  },
  {
    section: 'wandern',
    sport: 'outdoor',
    title: 'Zelt kaufen: worauf achten?',
    teaser: 'Kuppelzelt, Tunnelzelt oder Ultraleicht: das passende Zelt für jede Tour.',
    blocks: [
      ['Kuppelzelte', 'Kuppelzelte stehen frei und sind schnell aufgebaut.'],
      ['Tunnelzelte', 'Tunnelzelte bieten viel Raum bei geringem Gewicht.'],
      ['Wassersäule', 'Der Zeltboden sollte eine höhere Wassersäule haben als das Außenzelt.'],
    ],
  },
]

export interface GuideAuthorSpec {
  readonly name: string
  /** de-AT, addressing the reader with "du" like the articles. */
  readonly bio: string
  readonly bioEn: string
}

/** The guide's editors; the seed picks each article's author from this list, in this order. */
export const guideAuthors: readonly GuideAuthorSpec[] = [
  {
    name: 'Lena Hofer',
    bio: 'Lena leitet unsere Laufredaktion und ist selbst drei Marathons gelaufen. Vor ihrer Zeit bei Sportalpin hat sie sechs Jahre in unserer Grazer Filiale Laufanalysen gemacht – sie weiß, welcher Schuh zu welchem Fuß passt.',
    bioEn:
      'Lena heads our running desk and has run three marathons herself. Before joining the editorial team she spent six years doing gait analyses in our Graz store, so she knows which shoe suits which foot.',
  },
  {
    name: 'Markus Steiner',
    bio: 'Markus ist staatlich geprüfter Skilehrer und betreut bei uns das Wintersortiment. Im Sommer testet er Tourenausrüstung in den Hohen Tauern und schreibt darüber, was sich am Berg bewährt.',
    bioEn:
      'Markus is a state-certified ski instructor and looks after our winter range. In summer he tests touring gear in the Hohe Tauern and writes about what holds up in the mountains.',
  },
  {
    name: 'Julia Brandstätter',
    bio: 'Julia ist gelernte Zweiradmechanikerin und hat jahrelang unsere Bike-Werkstatt in Linz geführt. Heute erklärt sie dir, wie du dein Rad richtig einstellst und pflegst.',
    bioEn:
      'Julia is a trained bicycle mechanic who ran our Linz bike workshop for years. Today she explains how to set up and look after your bike.',
  },
  {
    name: 'Thomas Aigner',
    bio: 'Thomas ist Bergwanderführer und seit über zwanzig Jahren in den Alpen unterwegs. Er schreibt über Touren, Schuhe und Ausrüstung, mit der du sicher hinauf- und wieder herunterkommst.',
    bioEn:
      'Thomas is a mountain hiking guide who has spent more than twenty years in the Alps. He writes about routes, boots and the gear that gets you up and back down safely.',
  },
  {
    name: 'Katharina Leitner',
    bio: 'Katharina ist Sportwissenschafterin und hat vor ihrem Wechsel in die Redaktion unser Fitness-Sortiment eingekauft. Trainingspläne und Regeneration sind ihre Lieblingsthemen.',
    bioEn:
      'Katharina is a sports scientist who bought our fitness range before moving to the editorial team. Training plans and recovery are her favourite subjects.',
  },
  {
    name: 'Florian Moser',
    bio: 'Florian hat in unserer Innsbrucker Filiale jahrelang Ski und Skischuhe angepasst. Als Produktredakteur vergleicht er heute Neuheiten und erklärt, worauf es beim Kauf ankommt.',
    bioEn:
      'Florian fitted skis and ski boots in our Innsbruck store for years. As a product editor he now compares new gear and explains what matters when you buy.',
  },
]
