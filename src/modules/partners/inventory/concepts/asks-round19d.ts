import type { AskLexicon } from './types.js';

/**
 * Nineteenth round of buyer asks, fourth part (issue 20): the products, services and markets that startup founders'
 * one-line elevator pitches (consumer and B2B) named that no list knew, knew only under a spelling or plural the
 * pitches did not use (dry ages, co parenting, comsats, cves), or knew under a looser grade than a person reading the
 * names would give (tepache is a brew, a yakiniku box all grill, sleep tourism a calm haven); with the neighbouring
 * product categories founders pitch in fintech, insurtech, climate tech, healthtech, developer tools, consumer
 * subscriptions, marketplaces and hardware. Some are products nothing in the inventory serves (mycelium leather, a
 * car hauler for hire, a toothbrush subscription), written '' so the loose links of their words do not answer for
 * them. Phrases are spelled as a query reads them, without their little words (die-to-die → die die, point of sale
 * lending → point sale lending). Brands the pitches named (WEX, Snoo, Olipop, Sysco, Intuitive, Hallow, Snyk) are
 * in brands.ts. Checked on every relevance set. Grades as in types.ts; an ask here merges with its other
 * listings, the better grade of each word kept ('' here still drops another list's loose fits).
 */
export const ASKS_ROUND19D: AskLexicon = {
  // healthtech and care products
  'ostomy, ostomies, ostomy pouch, ostomy pouches, ostomy bag, ostomy bags, ostomy care, stoma, stomas, stoma bag, stoma bags, stoma care, stoma nurse, stoma nurses, colostomy, colostomy bag, colostomy bags, ileostomy, urostomy': 'medi 2, care 2, nurse 1, heal 1',
  'testosterone replacement, testosterone replacement therapy, testosterone therapy, low testosterone, male hormone therapy, mens hormone clinic, men hormone clinic': 'vital 2, clinic 1, medi 1, therapy 1, fit 1, well 1',
  'laparoscopic surgery, laparoscopic, laparoscopy, keyhole surgery, minimally invasive surgery, laparoscopic robot, laparoscopic robots, surgical robotics, surgical robots, robotic surgery system, robotic arms surgery': 'robot 3, medi 1, clinic 1, heal 1',
  'medication adherence, medication reminder, medication reminders, pill reminder, pill reminders, medicine reminder, medicine reminders, smart pill bottle, smart pill bottles': 'medi 2, care 1, pulse 1',
  'hormone testing, hormone test, hormone tests, at home hormone test, fertility hormone test, hormone panel': 'vital 2, lab 2, medi 1, well 1',
  // sleep, baby and home hardware
  'smart bassinet, smart bassinets, self rocking bassinet, self rocking bassinets, bassinet rental, bassinet rentals, baby gear rental, baby equipment rental, fourth trimester, newborn sleep': 'nest 2, cozy 1, calm 1, care 1',
  'sleep tourism, sleep retreat, sleep retreats, sleep hotel, sleep hotels, sleep holiday, sleep holidays, sleep vacation, sleep vacations, sleep resort, sleep resorts, sleep getaway, sleep getaways': 'calm 2, haven 2, zen 1, well 1, nest 1, trip 1',
  'smart mattress, smart mattresses, smart mattress cover, cooling mattress, cooling mattress cover, temperature controlled bed, sleep tracker mattress': 'calm 1, nest 1, cozy 1',
  'countertop composter, countertop composters, kitchen composter, electric composter, food recycler, food recyclers, food waste recycler, food waste dehydrator': 'kitchen 1, garden 1, fresh 1',
  'smart oven, smart ovens, countertop oven, countertop ovens, smart countertop oven': 'bake 2, kitchen 2',
  'induction hob, induction hobs, induction stove, induction stoves, induction range, induction ranges, induction cooktop, induction cooktops, induction cooker, induction cookers, induction cooking, gas induction, gas to induction, induction conversion, induction retrofit, gas range, gas ranges, gas stove, gas stoves, gas hob, gas hobs': 'kitchen 2, house 1, bake 1',
  'dry aging, dry ageing, dry age, dry ages, dry aged steak, dry aging chamber, dry ageing chamber, dry aging fridge, dry age fridge, dry aging cabinet, curing chamber, curing chambers, curing cabinet, meat curing, meat curing chamber, charcuterie chamber, salami curing': 'cure 2, salt 1, grill 1, kitchen 1',
  'cat furniture, cat shelves, cat wall shelves, cat wall, cat walls, cat climbing wall, cat climbing shelves, cat climbing tower, cat climbing towers, cat trees, cat towers, modern cat tree, modern cat furniture': 'nest 1, cozy 1, loft 1',
  'toddler rain boots, kids rain boots, childrens rain boots, kids wellies, toddler wellies, kids wellington boots, rain boot, rainboots, rain boots kids': '',
  // food and drink products
  'yakiniku, yakiniku kit, yakiniku box, yakiniku night, tabletop grill, tabletop grills, tabletop hot plate, hot plate grill, korean bbq kit, korean bbq box, bbq box, grill box': 'grill 3, taste 1, kitchen 1',
  'wagyu, a5 wagyu, wagyu beef, wagyu steak, wagyu steaks, wagyu delivery, ribeye, ribeyes, ribeye steak, ribeye steaks, steak delivery, steak box': 'grill 2, taste 1, kitchen 1',
  'banchan, korean side dishes, kimchi delivery': 'kitchen 1, taste 1, spice 1',
  'tepache, fermented soda, fermented sodas, fermented pineapple, pineapple soda, pineapple sodas, prebiotic sodas, gut health soda, gut healthy soda, functional soda, functional sodas': 'brew 2, fresh 1, taste 1',
  'farm direct, farm direct sourcing, farm to restaurant, farm to chef, restaurant sourcing, local farm sourcing, chef sourcing, local farms, wholesale produce, produce distributor, produce distribution': 'fresh 2, kitchen 1, trade 1',
  // travel, transport and freight
  'sail cargo, sail freight, sailing cargo, cargo under sail, wind powered shipping, wind powered freight, wind powered cargo, emission free shipping, zero emission shipping, zero emission freight, schooner, schooners, cargo schooner, sailing freight': 'voyage 2, harbor 1, coast 1, trade 1',
  'crewed charter, crewed charters, crewed catamaran, crewed catamarans, catamaran charters, crewed yacht charter, crewed yacht charters, sailing charter, sailing charters, private yacht charter, luxury yacht charter, grenadines, caribbean sailing': 'voyage 2, island 2, harbor 1, coast 1',
  'trailer rentals, trailer hire, trailer sharing, peer to peer trailer rental, car hauler, car haulers, car trailer, car trailers, cargo trailer, cargo trailers, enclosed trailer, enclosed trailers, utility trailer, utility trailers, horse trailer hire': '',
  'plow truck, plow trucks, plough truck, snow plough, snowplough, snowplow, driveway plowing, driveway clearing, driveway snow clearing, snow clearing, gritting service': '',
  'fuel card, fuel cards, fleet card, fleet cards, fleet fuel card, fleet fuel cards, fleet charging card, fleet payment card, fleet payments, fleet spend': 'pay 2, credit 1, budget 1, route 1',
  'fleet telematics, vehicle telematics, fleet tracking, fleet management software, fleet management platform, last mile fleet, last mile fleets': 'route 2, signal 1, data 1, node 1',
  'e bike subscription, ebike subscription, e-bike subscription, bike subscription, bike subscriptions, e bike leasing, ebike leasing': 'bolt 1, swift 1, route 1',
  // space and semiconductors
  'satellite servicing, satellite servicer, satellite life extension, orbital servicing, on orbit servicing, orbit servicing, satellite refueling, satellite refuelling, orbital refueling, orbital refuelling, geostationary, geostationary satellite, geostationary satellites, comsat, comsats, space tug, space tugs': 'orbit 2, nova 1',
  'chiplet, chiplets, chiplet interconnect, die die interconnect, semiconductor ip, silicon ip, interconnect ip, phy ip, serdes, advanced packaging, chip packaging': 'chip 2, logic 1, signal 1',
  // money: fintech and insurtech
  'home equity investment, home equity investments, home equity sharing, home equity share, shared appreciation, shared appreciation mortgage, shared equity, future appreciation, home appreciation': 'equity 3, house 2, capital 1, invest 1, loan 1',
  'income share agreement, income share agreements, income based repayment': 'fund 2, loan 1, capital 1',
  'parametric insurance, parametric cover, weather insurance, flight delay insurance': '',
  'insurance startup, digital insurance, insurance apps, insurance platform': '',
  'rent now pay later, flexible rent, split rent, rent splitting, rent installments, rent instalments': 'pay 2, house 1, budget 1, credit 1',
  'fractional property, fractional property investing, property crowdfunding': 'invest 2, asset 2, equity 1, house 1, fund 1',
  'alternative assets, alternative investments': 'invest 2, asset 2, wealth 1',
  // climate tech
  'biochar, biochar carbon removal, enhanced rock weathering, rock weathering, ocean alkalinity, carbon removal credits, carbon credit marketplace': 'vault 1, trade 1',
  'methane detection, methane monitoring, methane leak detection, emissions monitoring, scope 3, scope 3 emissions': 'data 2, signal 1, ledger 1',
  'home electrification, whole home electrification, electrify home, electrification': 'bolt 2, house 1, grid 1',
  'vehicle to grid, v2g, bidirectional charging, bidirectional charger, smart charging, managed charging': 'grid 3, bolt 2, sync 1',
  'agrivoltaics, agrivoltaic, agri solar, solar grazing': 'grid 1, glow 1, garden 1',
  'sustainable aviation fuel, sustainable aviation fuels, green jet fuel, e fuels, efuels, synthetic fuel, synthetic fuels': 'flux 1, bolt 1',
  'mycelium leather, mushroom leather, fungal leather, mycelium materials, mycelium material, mycelium packaging, biofabricated leather, biofabrication, lab grown leather, plant based leather, leather alternative, leather alternatives': '',
  // developer tools
  'headless browser, headless browsers, headless chrome, browser infrastructure, cloud browser, cloud browsers, browser api, scraping infrastructure, scraping sessions, captcha solving, rotating proxies, proxy network, residential proxies': 'api 2, cloud 2, code 1, node 1, stack 1',
  'reachability analysis, exploitability, container security, container scanning, image scanning, cve, cves, cve scanning, cve triage, vulnerability prioritization, vulnerability prioritisation, developer security, dev security': 'cyber 2, code 2, stack 1',
  'preview environments, preview environment, ephemeral environments, ephemeral environment, preview deployments, database branching, branching database': 'cloud 2, code 1, stack 1',
  'sdk generation, client library generation, api reference': 'api 3, code 2, kit 1',
  'security compliance, soc 2, soc2, trust center': 'cyber 2, vault 1',
  // faith and wellbeing apps
  'catholic app, catholic apps, prayer apps, guided prayer, guided prayers, guided rosary, guided rosaries, rosaries, lectio divina, christian meditation, christian app, bible app, bible apps, daily prayer': 'halo 2, calm 1',
  'co parenting, coparenting app, co parent, co parents, coparent, shared custody, custody schedule, parenting plan': 'sync 2, nest 1, calm 1',
  // consumer subscriptions
  'toothbrush subscription, toothbrush subscriptions, electric toothbrush subscription': '',
  'diaper subscription, diaper subscriptions, nappy subscription, nappy subscriptions, eco nappies, eco diapers, baby formula subscription, formula subscription': 'nest 1, care 1',
  // more hardware and marketplaces founders pitch
  'wearable breast pump, wearable breast pumps, hands free breast pump, hands free breast pumps, handsfree breast pump, in bra breast pump, smart breast pump': 'nurse 2, care 1, nest 1',
  'formula maker, formula makers, baby formula maker, baby formula machine, bottle prep machine, baby bottle maker': 'nest 1, care 1, kitchen 1',
  'smart bird feeder, smart bird feeders, camera bird feeder, bird feeder camera, bird cam, bird camera': 'nest 2, pixel 1, garden 1',
  'leak detector, leak detectors, water leak detector, water leak sensor, water leak sensors, leak sensor, smart water shutoff, smart water valve': 'signal 2, house 1, flow 1',
  'smart smoke alarm, smart smoke alarms, smart smoke detector, smart smoke detectors, smart fire alarm, smart carbon monoxide alarm': 'signal 2, house 1, ember 1',
  'e bike battery, e bike batteries, ebike battery, ebike batteries, e bike conversion kit, e bike conversion kits, ebike conversion kit': 'bolt 2, kit 1, swift 1',
  'smart helmet, smart helmets, smart bike helmet, smart bike helmets, bike helmet lights, crash detection helmet': 'signal 1, bolt 1, swift 1',
  'smart water bottle, smart water bottles, hydration tracker, hydration trackers, hydration tracking bottle': 'vital 1, well 1, fresh 1, fit 1',
  'edge compute, edge inference, on device inference, edge gpu, edge gpus': 'node 2, cloud 1, chip 1, neural 1',
  'used ev marketplace, used ev, used evs, used electric cars, used electric car, secondhand electric cars, ev resale, ev battery health, ev battery check': 'bolt 2, trade 1',
  'stroller rental, stroller rentals, pram hire, pushchair hire, baby gear hire, travel baby gear': 'nest 1, trip 1, care 1',
  'mounjaro, zepbound, tirzepatide, wegovy, glp1, glp1 clinic, glp1 telehealth, weight loss telehealth, online weight loss clinic': 'fit 1, medi 1, clinic 1, well 1',
  'mri scan, mri scans, whole body mri, full body scan, full body scans, preventive mri, longevity scan': 'clinic 1, medi 1, vital 1',
  'embedded lending, embedded credit, embedded loans, point sale lending, point sale financing, pos financing, checkout financing': 'loan 3, credit 2, pay 1',
  'battery swap, battery swaps, battery swapping, battery swap station, battery swap stations, swappable batteries, swappable battery': 'bolt 2, swift 1, grid 1',
  'caregiver marketplace, caregiver marketplaces, care marketplace, care marketplaces, nanny marketplace, babysitter marketplace, sitter marketplace': 'care 2, nest 1',
  'dark store, dark stores, micro fulfillment, micro fulfilment, micro fulfillment center, micro fulfilment centre': 'swift 1, route 1, hub 1',
  'driveway rental, driveway rentals, driveway parking, rent driveway, garage rental, garage rentals, garage space rental': 'spot 2, house 1',
};
