import type { AskLexicon } from './types.js';

/**
 * Sixteenth round of buyer asks (issue 20): trades, hobbies and products that founders, creators, business owners and
 * buyers writing in a second language named (pub crawls, bike fits, kettle corn, ECU remapping, ant keeping, sukuk,
 * thalassotherapy, tulip bulbs, jamón, a khata book, prediction markets, herd health collars; regional words: a bach,
 * a bothy, a bottle-o, a stokvel, a meat-and-three …) that no list knew, or
 * knew under a looser grade than a person reading the names would give. Checked on every relevance set.
 * Grades as in types.ts; an ask here merges with its other listings, the better grade of each word kept.
 */
export const ASKS_ROUND16: AskLexicon = {
  'pub crawl, pub crawls, bar crawl, bar crawls, pub tour, pub tours, brewery tour, brewery tours, beer tour, beer tours': 'brew 2, trip 1',
  'handyman, handymen, handyman service, odd jobs, odd job man, home repairs, property maintenance, home maintenance': 'house 2, kit 1, works 1, craft 1',
  'private gp, gp practice, gp surgery, private doctor, family doctor, family practice, general practitioner, general practice': 'clinic 3, medi 2, care 1, heal 1, nurse 1',
  'charcuterie, charcuterie board, charcuterie boards, grazing board, grazing boards, grazing platter, grazing table, cured meats, salumi, cold cuts': 'cure 2, salt 1, taste 1',
  'kettle corn, caramel corn, popcorn stand, popcorn cart, popcorn shop, gourmet popcorn': 'sugar 2, salt 2, taste 1',
  'stage lighting, lighting rig, lighting hire, stage lights, event lighting, theatre lighting, theater lighting': 'lumen 2, lamp 2, bright 1, glow 1',
  'ecu remapping, ecu remap, engine remapping, engine remap, chip tuning, engine tuning, car tuning, performance tuning': 'chip 2, code 1',
  'burnout, burnout coach, burnout coaching, burnout recovery, stress coach, stress coaching': 'well 2, calm 1, zen 1',
  'mezzanine floor, mezzanine floors, mezzanine, loft conversion, loft conversions': 'loft 3, house 1',
  'gazebo, gazebos, pergola, pergolas, summerhouse, summerhouses, garden room, garden rooms, garden building, garden buildings': 'garden 2, porch 1',
  'financial independence, fire movement, retire early, early retirement, lean fire, coast fire': 'wealth 3, invest 2, budget 2, fund 1',
  'flashlight review, flashlight reviews, torch review, torch reviews, edc flashlight, edc flashlights, edc torch, beamshots': 'lumen 3, bright 2, lamp 2',
  'desi cooking, desi food, indian home cooking, indian cooking, curry cooking, spice grinding': 'spice 3, kitchen 2, taste 1',
  'lightning photography, storm photography, storm chasing, storm chaser, storm chasers, lightning strikes': 'bolt 3, spark 1, cloud 1',
  'ant keeping, antkeeping, ant colony, ant colonies, formicarium, formicariums, ant farm, ant farms': 'nest 2',
  'log cabin, log cabins, cabin build, cabin building, timber cabin, timber cabins, log home, log homes': 'house 2, oak 1, cozy 1',
  'red team, red teaming, red team exercises, penetration testing, pen testing, ethical hacking, adversary simulation': 'cyber 3, code 1',
  'hr integration, payroll integration, hris integration, hr sync, employee data sync, payroll sync': 'sync 3, api 2, data 1',
  'tulip, tulips, tulip bulbs, tulip farm, tulip fields, flower bulbs, bulb grower, bulb growers, bulb export': 'bloom 3, garden 2',
  'iberico ham, jamon, jamones, jamon iberico, cured ham, ham curing, serrano ham, prosciutto, ham cellar': 'cure 3, salt 2, taste 1',
  'khata, udhaar, credit book, credit ledger, customer credit book, shop credit app, dues tracking': 'ledger 3, credit 2, pay 1',
  'sukuk, islamic finance, halal investing, halal investment, halal investments, sharia investing, shariah investing, islamic banking': 'invest 3, fund 2, capital 1, wealth 1',
  'thalasso, thalassotherapy, thalasso centre, thalasso center, seawater therapy, sea water therapy, seawater baths, algae wrap, algae wraps': 'therapy 3, well 2, heal 1, coast 1',
  'mooncake, mooncakes, lotus seed paste, mid autumn festival, mid-autumn festival': 'bake 3, sugar 2, taste 1',
  'sail training, tall ship, tall ships, square rigger, square riggers, brigantine, sailing ship, sailing ships': 'voyage 3, harbor 1, coast 1',
  'satellite messaging, satellite api, satellite connectivity, direct to cell, satellite texting, satellite iot': 'signal 2, orbit 2, api 2, cloud 1',
  'livestock monitoring, herd health, cow collar, cow collars, animal health monitoring, livestock health, livestock sensors, dairy herd monitoring': 'vital 2, pulse 2, signal 1, data 1, care 1',
  'prediction market, prediction markets, event contracts, event contract, forecasting market, betting exchange': 'trade 3, signal 1, invest 1',
  'dermatology, dermatologist, derm, skin clinic, skin doctor, skin specialist': 'clinic 2, medi 2, glow 1, care 1, heal 1',
  'in season, seasonal produce, seasonal food, seasonal eating, seasonal vegetables, farmers market, farmers markets, farm stand': 'fresh 3, garden 1, taste 1',
  // Regional English: words of New Zealand, Australia, Scotland, India, South Africa and the US South.
  'bach, baches, holiday bach, crib, holiday home, holiday homes, beach house, beach houses': 'house 3, coast 2, haven 1, nest 1',
  'bothy, bothies, mountain bothy, mountain hut, mountain huts, mountain refuge': 'haven 2, house 1, trail 1, summit 1',
  'after hours gp, after-hours gp, after hours doctor, locum doctor, doctor home visits, home visit gp': 'medi 2, clinic 1, care 1, heal 1',
  'muskoka chair, muskoka chairs, adirondack chairs, garden chair, garden chairs, porch chair, porch chairs': 'porch 2, garden 1, craft 1, cozy 1',
  'paying guest, paying guests, pg accommodation, pg hostel, ladies hostel, working women hostel': 'house 2, nest 1, haven 1',
  'meat and three, meat-and-three, soul food, southern diner, home cooking diner': 'kitchen 2, taste 1',
  'crays, rock lobster, rock lobsters, crayfish export, live crayfish, lobster export': 'fresh 2, coast 1, harbor 1',
  'bottle-o, bottle o, bottle shop, bottle shops, liquor store, liquor stores, off licence, off-licence': 'vine 2, brew 2',
  'arabica, robusta, single estate coffee, single-estate coffee, single origin coffee, specialty coffee, estate coffee': 'bean 3, brew 2, taste 1',
  'peach, peaches, fruit box, fruit boxes, stone fruit, orchard fruit, fruit farm, fruit delivery': 'fresh 2, taste 1, garden 1',
  'stokvel, stokvels, savings club, savings clubs, savings circle, rotating savings, chama, susu': 'fund 3, ledger 2, pay 2, budget 1, wealth 1',
};
