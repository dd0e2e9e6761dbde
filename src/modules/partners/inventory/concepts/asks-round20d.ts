import type { AskLexicon } from './types.js';

/**
 * Twentieth round of buyer asks, fourth part (issue 20): the trades, products, pastimes and audiences that the asks of
 * school children and students, holiday and leisure businesses, makers and artists, consumer brands and charities named
 * that no list knew, knew only under a spelling, typo or plural the asks did not use (muscian, massuese, reciepts,
 * vinyard, ostiopath, narrowboats, cooking classes), or knew under a looser grade than a person reading the names would
 * give (a nest box is all nest, a colour run is fit, a wreath workshop is a craft, a retirement pot is a fund); with the
 * neighbouring trades a buyer of the same area asks for. Several are things nothing in the inventory serves (party
 * games, exotic pets, trailer hire, snow ploughing), written '' so the loose links of their words (trailer ~ trail,
 * spider ~ web) do not answer for them. Phrases are spelled as a query reads them, without their little words. Checked
 * on every relevance set. Grades as in types.ts; an ask here merges with its other listings, the better grade of each
 * word kept.
 */
export const ASKS_ROUND20D: AskLexicon = {
  // family, school and student life
  'family reunion, family reunions, family gathering, family gatherings, family get together, family get-together, family get togethers, clan gathering, clan gatherings, descendants reunion, cousins reunion': 'nest 1, oak 1',
  'sticker, stickers, sticker shop, sticker shops, sticker business, sticker maker, sticker makers, sticker artist, sticker artists, sticker pack, sticker packs, vinyl stickers, die cut stickers, die-cut stickers, sticker sheets': 'vivid 2, studio 1, bright 1, bold 1',
  'restaurant reviews, restaurant review, food reviews, food review, food reviewer, school dinner reviews, dinner reviews, meal reviews': 'taste 2, kitchen 1',
  // music and performance
  'muscian, muscians, musican, musicans, musicain, musicains, musicians': 'echo 1, pulse 1',
  'session musician, session musicians, session muscian, session drummer, session drummers, session player, session players, session guitarist, session bassist': 'studio 2, pulse 1, echo 1',
  'poi, poi spinning, led poi, fire poi, flow arts, flow artist, flow artists, fire spinner, fire spinners, fire spinning, fire juggling, fire juggler, fire jugglers, led performers, glow performers': 'ember 2, spark 2, glow 2, bright 1, halo 1, lumen 1',
  // makers and artists
  'triptych, triptychs, diptych, diptychs, polyptych, oil paintings, large oil paintings, panel paintings': 'studio 1',
  'glassblower, glassblowers, glass blower, glass blowers, glassblowing, blown glass, glass studio, glass studios, hot glass studio, art glass': 'craft 2, prism 1, studio 1, glow 1',
  'wreath making, wreath-making, wreath workshop, wreath workshops, wreath making workshop, wreath making workshops, wreath making class, christmas wreath workshop, christmas wreath workshops, wreath class, wreath classes': 'craft 2, bloom 1, garden 1',
  'christening gifts, baptism gifts, christening keepsakes, baptism keepsakes, christening presents, baptism presents, naming day gifts, first communion gifts': 'halo 1',
  'digitising slides, digitizing slides, slide digitising, slide digitizing, digitising negatives, digitizing negatives, negative scanning, photo digitising, photo digitizing, photo digitisation, photo digitization, scanning old photos': 'pixel 2, data 1, byte 1, studio 1, lab 1, vault 1',
  // food and drink
  'vinyard, vinyards, vinyeard, vineyeard, vinyard tasting room, vinyard wedding, vinyard weddings': 'vine 3, taste 1, oak 1',
  'cooking classes, cooking lessons, cooking lesson, cookery classes, cookery class, cookery lessons, cookery school, cookery schools, cooking schools, cooking course, cooking courses, cookery course, cookery courses, home cooking lessons': 'kitchen 3, taste 1, spice 1, bake 1, grill 1',
  'turkey brine, turkey brines, brine kit, brine kits, brining kit, brining kits, brining, wet brine, dry brine, brine mix': 'salt 2, spice 2, kit 1, kitchen 1, taste 1',
  'cookstove, cookstoves, clean cookstoves, clean cookstove, clean cooking, improved cookstoves, efficient cookstoves, cooking stoves, cook stoves': 'kitchen 2, ember 1',
  'food wholesale, food wholesaler, food wholesalers, produce wholesale, produce wholesaler, restaurant supply, restaurant supplier, restaurant suppliers, foodservice distributor, farm direct wholesale': 'fresh 2, kitchen 1, trade 1',
  'wild garlic, ramsons, wild garlic pesto, foraged greens, foraged herbs': 'fresh 1, taste 1',
  'sober curious, mindful drinking, drinking less, drink less, cutting back drinking, cut back drinking, alcohol free living, quit drinking, quitting drinking, sobriety app, sober app, dry january': 'well 2, heal 1, calm 1, fresh 1',
  // health and care
  'massuese, masuese, masseusse, masseus, massuse, masseur, masseurs, masseuses, mobile massage, mobile masseuse, mobile massage therapist': 'therapy 2, calm 1, heal 1, zen 1',
  'ostiopath, ostiopaths, osteopth, ostepath, osteopaths, osteopathy, osteopathic clinic, osteopathy clinic, osteopath clinic': 'therapy 2, clinic 2, heal 1, care 1',
  'cosmetic dentistry, cosmetic dentist, cosmetic dentists, smile makeover, smile makeovers, private dentist, private dental practice, dental practice, dental practices': 'clinic 2, bright 1, glow 1, care 1, medi 1',
  'red squirrel, red squirrels, squirrel rescue, squirrel sanctuary, red squirrel rescue, red squirrel trust, bat rescue, owl rescue, wildlife sanctuary, wildlife sanctuaries': 'haven 2, care 1, nest 1, oak 1',
  // money
  'micro pension, micro pensions, micropension, micropensions, retirement pot, retirement pots, pension pots, gig worker pension, gig worker pensions': 'fund 3, wealth 2, invest 2, nest 1, vault 1',
  'royalty financing, royalty advances, streaming royalties, artist advances, music advances, royalty backed loans, catalog financing, catalogue financing': 'fund 2, capital 2, loan 2, pay 1, credit 1, invest 1',
  'reciepts, reciept, receipt scanning, receipt scanning app, receipt app, receipt tracker, receipt tracking, receipt capture': 'ledger 2, budget 2, pay 1',
  // home, places and outdoors
  'vintage lamp, vintage lamps, vintage lighting, antique lamp, antique lamps, antique lighting, retro lamps, retro lighting, mid century lamps, lamp shop, lamp shops, lighting shop, lighting store': 'lamp 3, lumen 1, glow 1, bright 1, halo 1, loft 1',
  'pocket parks, parklets, mini park, mini parks, vacant lots, urban greening, green spaces, community green space, community green spaces': 'garden 2, oak 1, bloom 1',
  'bird boxes, birdbox, birdboxes, nestbox, nestboxes, nest boxes, nesting box, bird nesting boxes, bird house, bird houses, birdhouse, birdhouses': 'nest 3, garden 1, house 1',
  'school bus conversion, school bus conversions, bus conversions, converted bus, converted school bus, skoolies, bus home, bus tiny home, tiny home wheels, house bus': 'house 2, nomad 2, nest 1, cozy 1, journey 1, trip 1',
  'narrowboats, narrow boats, narrowboat holiday, narrowboat holidays, narrow boat holidays, narrow boat hire, narrowboat rental, narrowboat rentals, narrowboat hire company': 'voyage 2, trip 2, journey 2, route 1, harbor 1, calm 1',
  'fire lookout, fire lookouts, lookout tower, lookout towers, fire tower, fire towers, fire lookout rental, fire lookout rentals, lookout cabin, lookout cabins': 'summit 2, trail 1, haven 1, nest 1, trip 1, cozy 1',
  'cross country ski, cross country skiing, cross-country skiing, cross country ski club, xc ski, xc skiing, nordic ski, nordic ski club, nordic skiers': 'trail 2, swift 1, route 1, summit 1',
  'colour run, color run, colour runs, color runs, colour fun run, color fun run, paint run, holi run': 'fit 2, vivid 1, pulse 1, route 1',
  'fun runs, charity fun run, charity fun runs, family fun run': 'fit 2, route 1',
  'trampoline park, trampoline parks, trampolining, trampoline centre, trampoline center': 'fit 1, zone 1',
  // tech
  'visual regression, visual regression testing, visual testing, screenshot testing, screenshot diffing, visual diff, visual diffs, pixel diff, pixel diffing, ui testing, ui regression testing': 'pixel 3, code 2, stack 1',
  // nothing in the inventory serves these
  'party game, party games, party card game, party card games, adult card game, adult card games, card games, tabletop games, game night': '',
  'exotic pets, tarantulas, jumping spiders, invertebrates, reptiles, exotic pet shop, reptile breeder, reptile breeders, tarantula breeder': '',
  'snow removel, snow remova, snow ploughing, snow plough, snow plowing service, snow plow truck, driveway clearing, driveway snow clearing, gritting service': '',
  'trailers, trailer rentals, trailer hire company, cargo trailer, cargo trailers, car trailer, car trailers, car haulers, horse trailer hire': '',
};
