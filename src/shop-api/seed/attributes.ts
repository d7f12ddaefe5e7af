/**
 * Product attributes (the "Details" table of a product page): material, care, weight and the values
 * that matter for the type — Wassersäule for shells, Sprengung for running shoes, Radius for skis.
 */
import type { Random } from './prng'
import { decimalComma, groupThousands } from './text'
import type { Profile, ProductTypeSpec } from './vocabulary/product-types'

export interface Attribute {
  readonly name: string
  readonly value: string
}

const care = {
  technical: 'Maschinenwäsche 30 °C, Schonwaschgang, kein Weichspüler, nicht chemisch reinigen',
  down: 'Maschinenwäsche 30 °C mit Daunenwaschmittel, im Trockner mit Tennisbällen trocknen',
  cotton: 'Maschinenwäsche 40 °C, nicht bleichen, links gewendet waschen',
  wool: 'Wollwaschgang 30 °C, nicht im Trockner trocknen, liegend trocknen',
  swim: 'Nach dem Schwimmen mit klarem Wasser ausspülen, nicht in der Sonne trocknen',
  shoe: 'Mit lauwarmem Wasser und einer weichen Bürste reinigen, nicht in die Waschmaschine',
  leather: 'Mit feuchtem Tuch reinigen, regelmäßig mit Lederpflege imprägnieren',
  hardgoods: 'Nach Gebrauch trocken lagern, Kanten und Belag regelmäßig im Ski-Service pflegen',
  wipe: 'Mit einem feuchten Tuch abwischen, keine Lösungsmittel verwenden',
} as const

function weight(grams: number): string {
  return grams >= 10_000 ? `${decimalComma(grams / 1000)} kg` : `${groupThousands(grams)} g`
}

function pickAttributes(profile: Profile, random: Random): Attribute[] {
  switch (profile) {
    case 'shell':
      return [
        {
          name: 'Material',
          value: random.pick(['100 % Polyamid', '100 % Polyester', '3-Lagen-Laminat, 100 % Polyamid']),
        },
        {
          name: 'Membran',
          value: random.pick(['GORE-TEX®', 'GORE-TEX® Paclite®', 'DRYtechnology™', 'Texapore', 'Ceplex']),
        },
        { name: 'Wassersäule', value: `${groupThousands(random.pick([10_000, 15_000, 20_000, 28_000]))} mm` },
        {
          name: 'Atmungsaktivität',
          value: `${groupThousands(random.pick([10_000, 15_000, 20_000, 25_000]))} g/m²/24 h`,
        },
        { name: 'Passform', value: random.pick(['Regular Fit', 'Athletic Fit', 'Relaxed Fit']) },
        { name: 'Pflegehinweis', value: care.technical },
      ]
    case 'insulated':
      return [
        {
          name: 'Material',
          value: random.pick([
            '100 % Polyester',
            '100 % Polyamid',
            'Obermaterial 100 % Polyester, Futter 100 % Polyamid',
          ]),
        },
        {
          name: 'Füllung',
          value: random.pick([
            '90 % Daune, 10 % Federn',
            'PrimaLoft® Black Insulation',
            '100 % Polyester (recycelt)',
            'Thermore® Ecodown',
          ]),
        },
        { name: 'Wassersäule', value: `${groupThousands(random.pick([8_000, 10_000, 15_000, 20_000]))} mm` },
        {
          name: 'Atmungsaktivität',
          value: `${groupThousands(random.pick([8_000, 10_000, 15_000]))} g/m²/24 h`,
        },
        {
          name: 'Ausstattung',
          value: random.pick([
            'Schneefang, Skipasstasche, Helmkapuze',
            'Unterarmbelüftung, RECCO®-Reflektor',
            'abnehmbare Kapuze, Innentaschen',
          ]),
        },
        { name: 'Pflegehinweis', value: random.chance(0.4) ? care.down : care.technical },
      ]
    case 'softshell':
      return [
        {
          name: 'Material',
          value: random.pick(['88 % Polyamid, 12 % Elasthan', '92 % Polyester, 8 % Elasthan']),
        },
        { name: 'Winddicht', value: 'ja' },
        { name: 'Wasserabweisend', value: 'PFC-freie Imprägnierung' },
        { name: 'Passform', value: random.pick(['Regular Fit', 'Slim Fit', 'Athletic Fit']) },
        { name: 'Pflegehinweis', value: care.technical },
      ]
    case 'pants':
      return [
        {
          name: 'Material',
          value: random.pick([
            '90 % Polyamid, 10 % Elasthan',
            '65 % Polyester, 35 % Baumwolle',
            '94 % Polyamid, 6 % Elasthan',
          ]),
        },
        { name: 'Passform', value: random.pick(['Regular Fit', 'Slim Fit']) },
        { name: 'UV-Schutz', value: random.pick(['UPF 30', 'UPF 50+']) },
        {
          name: 'Ausstattung',
          value: random.pick([
            'Zip-Off-Beine, Oberschenkeltasche',
            'elastischer Bund, Reißverschlusstaschen',
            'Kantenschutz, Beinabschluss verstellbar',
          ]),
        },
        { name: 'Pflegehinweis', value: care.technical },
      ]
    case 'base':
      return [
        {
          name: 'Material',
          value: random.pick([
            '100 % Merinowolle',
            '53 % Merinowolle, 47 % Polyester',
            '88 % Polyester, 12 % Elasthan',
            '78 % Polyamid, 22 % Elasthan',
          ]),
        },
        { name: 'Passform', value: random.pick(['Slim Fit', 'Body Fit', 'Compression Fit']) },
        { name: 'Geruchshemmend', value: random.pick(['ja', 'ja, durch Merinowolle', 'ja, Polygiene®']) },
        { name: 'Pflegehinweis', value: random.chance(0.5) ? care.wool : care.technical },
      ]
    case 'shirt':
      return [
        {
          name: 'Material',
          value: random.pick([
            '100 % Polyester (recycelt)',
            '100 % Baumwolle',
            '60 % Baumwolle, 40 % Polyester',
            '92 % Polyester, 8 % Elasthan',
          ]),
        },
        { name: 'Passform', value: random.pick(['Regular Fit', 'Slim Fit', 'Oversized']) },
        {
          name: 'Funktion',
          value: random.pick(['schnelltrocknend', 'feuchtigkeitsableitend', 'atmungsaktiv']),
        },
        { name: 'Pflegehinweis', value: random.chance(0.5) ? care.cotton : care.technical },
      ]
    case 'fleece':
      return [
        {
          name: 'Material',
          value: random.pick([
            '100 % Polyester (Fleece)',
            '80 % Baumwolle, 20 % Polyester',
            'Polartec® Power Grid™',
          ]),
        },
        { name: 'Passform', value: random.pick(['Regular Fit', 'Relaxed Fit']) },
        { name: 'Pflegehinweis', value: care.cotton },
      ]
    case 'bike-wear':
      return [
        {
          name: 'Material',
          value: random.pick(['82 % Polyamid, 18 % Elasthan', '100 % Polyester (recycelt)']),
        },
        {
          name: 'Sitzpolster',
          value: random.pick(['Elastic Interface® Tour', 'Löffler Comfort Gel', 'ohne']),
        },
        { name: 'Reflektoren', value: 'ja' },
        { name: 'Pflegehinweis', value: care.technical },
      ]
    case 'swim':
      return [
        {
          name: 'Material',
          value: random.pick([
            '80 % Polyamid, 20 % Elasthan',
            '100 % Polyester, chlorresistent',
            '53 % PBT, 47 % Polyester',
          ]),
        },
        { name: 'Chlorbeständigkeit', value: random.pick(['hoch', 'sehr hoch (Endurance+)']) },
        { name: 'UV-Schutz', value: 'UPF 50+' },
        { name: 'Pflegehinweis', value: care.swim },
      ]
    case 'sock':
      return [
        {
          name: 'Material',
          value: random.pick([
            '48 % Merinowolle, 48 % Polyamid, 4 % Elasthan',
            '72 % Polyamid, 25 % Polypropylen, 3 % Elasthan',
          ]),
        },
        { name: 'Polsterung', value: random.pick(['Ferse und Zehen', 'durchgehend', 'leicht']) },
        { name: 'Inhalt', value: random.pick(['1 Paar', '2 Paar']) },
        { name: 'Pflegehinweis', value: care.wool },
      ]
    case 'knit':
      return [
        {
          name: 'Material',
          value: random.pick(['100 % Merinowolle', '50 % Wolle, 50 % Acryl', '100 % Acryl']),
        },
        { name: 'Futter', value: random.pick(['Fleece-Stirnband', 'ohne']) },
        { name: 'Pflegehinweis', value: care.wool },
      ]
    case 'glove':
      return [
        {
          name: 'Material',
          value: random.pick(['Ziegenleder, Softshell', '100 % Polyester', 'Polyamid mit Lederbesatz']),
        },
        { name: 'Membran', value: random.pick(['GORE-TEX®', 'Hipora®', 'ohne']) },
        { name: 'Isolierung', value: random.pick(['PrimaLoft® Gold', 'Thinsulate™', 'Fleece']) },
        { name: 'Pflegehinweis', value: care.leather },
      ]
    case 'run-shoe':
    case 'trail-shoe':
      return [
        { name: 'Obermaterial', value: random.pick(['Engineered Mesh', 'Textil/Synthetik', 'Knit']) },
        { name: 'Sprengung', value: `${random.pick([4, 5, 6, 8, 10, 12])} mm` },
        { name: 'Dämpfung', value: random.pick(['hoch', 'mittel', 'maximal']) },
        { name: 'Pronation', value: random.pick(['Neutral', 'Stabil']) },
        {
          name: 'Sohle',
          value:
            profile === 'trail-shoe'
              ? random.pick(['Contagrip® MA', 'Vibram® Megagrip', 'Gummi, 5 mm Stollen'])
              : random.pick(['Gummi', 'AHAR™-Gummi', 'Continental™-Gummi']),
        },
        { name: 'Pflegehinweis', value: care.shoe },
      ]
    case 'hike-shoe':
    case 'winter-boot':
    case 'xc-boot':
      return [
        {
          name: 'Obermaterial',
          value: random.pick(['Nubukleder', 'Veloursleder/Textil', 'Synthetik/Textil']),
        },
        { name: 'Membran', value: random.pick(['GORE-TEX®', 'Texapore', 'Omni-Tech™', 'ohne']) },
        {
          name: 'Sohle',
          value: random.pick(['Vibram® Evo', 'Vibram® Megagrip', 'Michelin® Outdoor', 'Gummi mit Profil']),
        },
        { name: 'Schafthöhe', value: random.pick(['Low', 'Mid', 'High']) },
        { name: 'Pflegehinweis', value: care.leather },
      ]
    case 'casual-shoe':
    case 'court-shoe':
      return [
        { name: 'Obermaterial', value: random.pick(['Leder', 'Textil/Synthetik', 'Wildleder']) },
        { name: 'Sohle', value: random.pick(['Gummi', 'Gummi (Sandplatzprofil)', 'TPU-Stollen']) },
        { name: 'Verschluss', value: 'Schnürung' },
        { name: 'Pflegehinweis', value: care.shoe },
      ]
    case 'ski-boot':
      return [
        { name: 'Flex', value: String(random.pick([70, 80, 90, 100, 110, 120, 130])) },
        { name: 'Leisten', value: `${random.pick([97, 98, 100, 102, 104])} mm` },
        { name: 'Schale', value: random.pick(['Polyurethan', 'Polyolefin', 'Grilamid®']) },
        { name: 'Walk-Modus', value: random.pick(['ja', 'nein']) },
        { name: 'Norm', value: random.pick(['ISO 5355 Alpin', 'GripWalk (ISO 23223)']) },
      ]
    case 'ski':
    case 'xc-ski': {
      const waist = random.int(66, 100)
      return [
        { name: 'Radius', value: `${decimalComma(random.float(12, 20))} m` },
        {
          name: 'Taillierung',
          value: `${waist + random.int(40, 58)}-${waist}-${waist + random.int(22, 36)} mm`,
        },
        { name: 'Kern', value: random.pick(['Holzkern Pappel/Esche', 'Holzkern Buche', 'Karbon-Wabenkern']) },
        {
          name: 'Bauweise',
          value: random.pick(['Sandwich-Seitenwangen', 'Cap-Bauweise', 'Titanal-Laminat']),
        },
        { name: 'Einsatzbereich', value: random.pick(['Piste', 'All Mountain', 'Race', 'Freeride']) },
        { name: 'Pflegehinweis', value: care.hardgoods },
      ]
    }
    case 'snowboard':
      return [
        { name: 'Shape', value: random.pick(['Directional Twin', 'True Twin', 'Directional']) },
        { name: 'Flex', value: `${random.int(3, 8)} von 10` },
        { name: 'Profil', value: random.pick(['Camber', 'Rocker', 'Hybrid Camber']) },
        { name: 'Kern', value: random.pick(['Holzkern Pappel', 'Holzkern Paulownia']) },
        { name: 'Pflegehinweis', value: care.hardgoods },
      ]
    case 'binding':
      return [
        { name: 'Z-Wert', value: random.pick(['3–10', '4–12', '4–13', '5–14', '6–16']) },
        { name: 'Stopper', value: `${random.pick([85, 90, 100, 110])} mm` },
        { name: 'Norm', value: 'GripWalk, ISO 5355' },
      ]
    case 'helmet':
      return [
        {
          name: 'Bauweise',
          value: random.pick(['In-Mold', 'Hybrid (In-Mold und Hard Shell)', 'Hard Shell']),
        },
        { name: 'Belüftung', value: `${random.int(8, 22)} Belüftungsöffnungen` },
        { name: 'Rotationsschutz', value: random.pick(['MIPS®', 'Spherical Technology', 'ohne']) },
        { name: 'Norm', value: random.pick(['EN 1077 Klasse B', 'EN 1078', 'EN 1077 B / ASTM F2040']) },
        { name: 'Pflegehinweis', value: care.wipe },
      ]
    case 'goggles':
      return [
        { name: 'Scheibe', value: random.pick(['zylindrisch', 'sphärisch', 'torisch']) },
        { name: 'Filterkategorie', value: random.pick(['S1', 'S2', 'S3', 'S1–S3 photochrom']) },
        { name: 'Beschlagschutz', value: 'Doppelscheibe mit Anti-Fog-Beschichtung' },
        { name: 'Brillenträger', value: random.pick(['OTG-geeignet', 'nicht geeignet']) },
      ]
    case 'poles':
      return [
        { name: 'Material', value: random.pick(['Aluminium 7075', 'Carbon', '50 % Carbon, 50 % Glasfaser']) },
        { name: 'Griff', value: random.pick(['Kork', 'Schaumstoff', 'Kunststoff mit Schlaufe']) },
        { name: 'Verstellbar', value: random.pick(['ja', 'nein']) },
      ]
    case 'backpack':
      return [
        { name: 'Volumen', value: `${random.pick([18, 22, 25, 28, 30, 32, 36, 40, 45])} l` },
        {
          name: 'Material',
          value: random.pick(['210D Polyamid Ripstop', '600D Polyester (recycelt)', 'Cordura®']),
        },
        {
          name: 'Rückensystem',
          value: random.pick(['Aircomfort-Netzrücken', 'Kontaktrücken', 'verstellbar']),
        },
        { name: 'Regenhülle', value: random.pick(['integriert', 'nein']) },
        { name: 'Pflegehinweis', value: care.wipe },
      ]
    case 'bike':
    case 'e-bike': {
      const attributes: Attribute[] = [
        {
          name: 'Rahmenmaterial',
          value: random.pick(['Aluminium 6061', 'Aluminium, hydrogeformt', 'Carbon']),
        },
        {
          name: 'Schaltung',
          value: random.pick([
            'Shimano Deore 12-fach',
            'SRAM GX Eagle 12-fach',
            'Shimano XT 12-fach',
            'Shimano 105 Di2 2×12',
            'Shimano Nexus 8-Gang',
          ]),
        },
        {
          name: 'Bremsen',
          value: random.pick(['Shimano MT200 hydraulisch', 'SRAM Level TL', 'Shimano BR-MT520, 4 Kolben']),
        },
        { name: 'Laufradgröße', value: random.pick(['29 Zoll', '27,5 Zoll', '28 Zoll']) },
      ]
      if (profile === 'e-bike') {
        attributes.push(
          {
            name: 'Motor',
            value: random.pick([
              'Bosch Performance Line CX, 85 Nm',
              'Shimano EP801, 85 Nm',
              'Bosch Active Line Plus, 50 Nm',
            ]),
          },
          { name: 'Akku', value: `${random.pick([500, 625, 750, 800])} Wh` },
        )
      }
      return attributes
    }
    case 'watch':
      return [
        { name: 'Display', value: random.pick(['AMOLED, 1,4 Zoll', 'MIP, 1,3 Zoll', 'AMOLED, 1,2 Zoll']) },
        {
          name: 'Akkulaufzeit',
          value: `bis zu ${random.pick([11, 13, 16, 23, 40])} Tage (Smartwatch-Modus)`,
        },
        { name: 'Wasserdichtigkeit', value: random.pick(['5 ATM', '10 ATM']) },
        { name: 'Satellitenempfang', value: 'Multi-Band GNSS' },
      ]
    case 'fitness':
      return [
        { name: 'Belastbarkeit', value: `bis ${random.pick([100, 120, 130, 150])} kg` },
        {
          name: 'Material',
          value: random.pick(['Stahl, pulverbeschichtet', 'Gusseisen, gummiert', 'Naturkautschuk']),
        },
        { name: 'Maße', value: `${random.int(40, 190)} × ${random.int(20, 85)} × ${random.int(5, 140)} cm` },
      ]
    case 'racket':
      return [
        { name: 'Schlägerkopf', value: `${random.pick([630, 645, 660, 680])} cm²` },
        { name: 'Besaitungsbild', value: random.pick(['16/19', '18/20', '16/20']) },
        { name: 'Balance', value: `${random.int(310, 335)} mm` },
        { name: 'Besaitung', value: random.pick(['unbesaitet', 'besaitet']) },
      ]
    case 'ball':
      return [
        {
          name: 'Material',
          value: random.pick(['Gummi mit Filzbezug', 'PU-Außenhaut, thermisch verklebt', 'TPU, genäht']),
        },
        { name: 'Einsatz', value: random.pick(['Sandplatz', 'alle Beläge', 'Rasen und Kunstrasen']) },
      ]
    case 'climbing':
      return [
        { name: 'Norm', value: random.pick(['EN 12277 Typ C', 'EN 958:2017']) },
        { name: 'Material', value: 'Polyamid, Aluminium' },
        { name: 'Einsatz', value: random.pick(['Klettersteig', 'Sportklettern', 'Hochtouren']) },
      ]
    case 'camping':
      return [
        {
          name: 'Material',
          value: random.pick(['Polyamid Ripstop, silikonisiert', '100 % Polyester (recycelt)']),
        },
        { name: 'Packmaß', value: `${random.int(30, 55)} × ${random.int(15, 25)} cm` },
        {
          name: 'Temperaturbereich',
          value: random.pick(['Komfort 5 °C', 'Komfort 0 °C', 'Komfort −6 °C', '3-Jahreszeiten']),
        },
      ]
    case 'avalanche':
      return [
        { name: 'Antennen', value: '3' },
        { name: 'Suchstreifenbreite', value: `${random.pick([50, 60, 70])} m` },
        { name: 'Batterie', value: '3 × AAA Alkaline' },
      ]
    case 'accessory':
      return [
        {
          name: 'Material',
          value: random.pick(['Polypropylen, BPA-frei', 'Aluminium', 'Polyethylen, Schaumstoff']),
        },
        { name: 'Pflegehinweis', value: care.wipe },
      ]
  }
}

/** The attribute table of one product, ending with its weight. */
export function productAttributes(type: ProductTypeSpec, random: Random): Attribute[] {
  const grams = random.int(type.grams[0], type.grams[1])
  return [
    ...pickAttributes(type.profile, random),
    { name: 'Gewicht', value: weight(Math.round(grams / 10) * 10) },
  ]
}
