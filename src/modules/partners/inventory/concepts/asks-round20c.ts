import type { AskLexicon } from './types.js';

/**
 * Twentieth round of buyer asks, third part (issue 20): the trades, products, pastimes and audiences that long spoken
 * and written briefs (retirees' ventures, charities and councils, assistants searching for a client, transcribed voice
 * asks) named that no list knew, knew only in the singular or under another spelling, or knew under a looser grade than
 * a person reading the names would give (an eating-disorder service is therapy and healing, a panic room a vault, a
 * capture-the-flag team cyber, an employee ownership trust equity); with the neighbouring trades a buyer of the same
 * area asks for. Products nothing in the inventory serves (pool tables, clocks, scooters, sewing machines, dinner-suit
 * hire, pest control typed run together) are written '' so their words' loose links do not answer for them. Phrases
 * are spelled as a query reads them, without their little words (capture the flag → capture flag). Checked on every
 * relevance set. Grades as in types.ts; an ask here merges with its other listings, the better grade of each word kept
 * ('' here still drops another list's loose fits).
 */
export const ASKS_ROUND20C: AskLexicon = {
  // money: ownership, deposits, share offers, loans typed as buyers type them
  'employee ownership, employee ownership trust, employee ownership trusts, employee owned, employee owned business, employee owned businesses, employee owned company, employee owned companies, employee buyout, employee buyouts, management buyout, management buyouts, staff ownership, worker ownership, employee share scheme, employee share schemes, employee share ownership': 'equity 2, capital 1, asset 1, fund 1',
  'deposit loan, deposit loans, rent deposit loan, rent deposit loans, tenancy deposit loan, tenancy deposit loans, bond loan, bond loans': 'loan 3, credit 1, house 1',
  'rent deposit scheme, rent deposit schemes, deposit guarantee scheme, deposit guarantee schemes, bond scheme, bond schemes, rent bond scheme, rent in advance scheme': 'loan 2, credit 1, house 1',
  'community share offer, community share offers, share offer, share offers, community share issue, community share issues, community share scheme, community share schemes': 'equity 2, invest 2, fund 2, capital 1',
  'lones, loanes, loans company, loans companies': 'loan 3, credit 2, capital 1, fund 1',
  'solar loan, solar loans, solar finance, solar panel finance, solar panel loan, solar panel loans, solar financing, green loan, green loans, green home loan, green home loans, home energy loan, home energy loans': 'loan 3, credit 1, fund 1, pay 1',
  'panic room, panic rooms, strong room, strong rooms, strongrooms, walk in safe, walk in safes, walk in vault, walk in vaults, home safe, home safes, safe installer, safe installers, safe installation, gun safe, gun safes': 'vault 3, haven 1',

  // tech: data tools, sensors, runtimes, endpoints, security contests, hosting
  'csv, csvs, csv file, csv files, csv tool, csv tools, csv cleaner, csv cleaning, csv parser, csv export, csv exports, tabular data, data cleanup, data cleansing': 'data 3, code 1, byte 1',
  'vibration sensor, vibration sensors, vibration monitoring, vibration analysis, machine monitoring, machine health, machine health monitoring, equipment monitoring, asset monitoring': 'signal 2, data 2, pulse 1, node 1',
  'radio relay, radio relays, mesh radio, mesh radios, mesh messaging, mesh messenger, off grid messaging, off grid messenger, off grid comms, off grid communication, off grid communications, meshtastic, radio mesh': 'signal 2, node 2, grid 1',
  'endpoint, endpoints, api endpoint, api endpoints, rest endpoint, rest endpoints, web endpoint, web endpoints': 'api 2, code 1',
  'runtime, runtimes, javascript runtime, js runtime, wasm runtime, webassembly runtime, edge runtime, serverless runtime, language runtime, container runtime': 'code 2, stack 1, node 1, byte 1, cloud 1',
  'capture flag, capture the flag, ctf, ctfs, ctf competition, ctf competitions, ctf team, ctf teams, hacking competition, hacking competitions, hacking contest, hacking contests, cyber competition, cyber competitions, cybersecurity competition, cybersecurity competitions, security competition, security competitions': 'cyber 3, code 2',
  'dedicated server, dedicated servers, dedicated hosting, bare metal server, bare metal servers, bare metal hosting': 'cloud 2, node 1, stack 1',
  'game hosting, game server hosting, game servers hosting, multiplayer hosting, multiplayer server, multiplayer servers, multiplayer server hosting, minecraft server hosting': 'cloud 2, node 1, stack 1, sync 1, pixel 1',

  // health: eating disorders, child health records, family doctors
  'eating disorder, eating disorders, eating disorder clinic, eating disorder clinics, eating disorder service, eating disorder services, eating disorder treatment, eating disorder charity, eating disorder therapy, eating disorder programme, eating disorder program, binge eating, binge eating disorder, arfid, anorexia, bulimia': 'therapy 2, heal 2, care 2, well 1, clinic 1, calm 1',
  'child health record, child health records, child health app, baby health app, baby health record, red book, vaccination record, vaccination records, vaccination tracker, immunisation record, immunization record, growth chart, growth charts, child growth chart': 'care 2, medi 1, well 1, vital 1, clinic 1, nurse 1',
  'vaccinations, immunisations, immunizations, immunisation, immunization, jabs, baby jabs': 'clinic 1, medi 1, care 1, nurse 1',
  'care diary, care diaries, care log, care logs, care notes, family care app, family care diary, carer app, carers app, care coordination app': 'care 2, nurse 1, medi 1',
  'day nursery, day nurseries, church nursery, church nurseries, community nursery, community nurseries, childcare nursery, nursery places, nursery class, nursery classes, preschool nursery': 'care 2, nest 1',
  'sensory room, sensory rooms, sensory space, sensory spaces, multi sensory room, multisensory room, multisensory rooms, calm room, calm rooms': 'calm 2, zen 1, haven 1',
  'gp, gps, general practitioner, general practitioners, family physician, family physicians': 'medi 3, clinic 2, care 1, heal 1, nurse 1',
  'gp practice, gp practices, gp surgeries, doctors surgery, doctor surgery, family practice': 'clinic 3, medi 2, care 1, heal 1, nurse 1',

  // wildlife, pastimes and clubs
  'seal colony, seal colonies, grey seals, grey seal, gray seals, gray seal, seal pups, seal pup, seal wardens, seal warden, seal trips, seal trip, seal spotting, seal sanctuary, seal rescue': 'coast 2',
  'pigeon racing, racing pigeons, racing pigeon, homing pigeons, homing pigeon, pigeon fancier, pigeon fanciers, pigeon fancying, pigeon club, pigeon clubs, pigeon loft, pigeon lofts, pigeon racing club, pigeon race, pigeon races': 'loft 2',
  'surf life saving, surf life saving club, surf lifesaving club, surf life savers, surf lifesavers, lifeguards, beach lifeguards, beach lifeguard, lifeguard club, life saving club, lifesaving club, surf rescue, nippers': 'coast 2, care 1',
  'rangoli, rangoli art, rangoli designs, rangoli classes, kolam, mehndi, mehendi, mehndi designs, mehndi classes, mehndi artist, henna, henna art, henna artist, henna classes': 'craft 2, vivid 1, bloom 1, studio 1',
  'olympiad, olympiads, maths olympiad, math olympiads, maths olympiads, olympiad coaching, olympiad training, olympiad prep, maths competition, math competition, maths competitions, math competitions, competition maths, competition math, math circle, maths circle': 'logic 2, bright 1',
  'art lessons, kids art classes, kids art class, children art classes, childrens art classes, kids art club, art workshops, art workshop, painting classes, painting lessons, drawing classes, drawing lessons': 'studio 2, craft 1',
  'charity challenges, charity challenge events, challenge events, fundraising challenge, fundraising challenges': 'fund 2, trail 1, fit 1',
  'hadrian wall path, hadrians wall path, hadrian wall walk, hadrian wall walks, pennine way, coast coast walk, south west coast path, offa dyke path, offas dyke path, cotswold way, national trail, national trails, long distance path, long distance paths, long distance footpath, long distance footpaths': 'trail 3, route 2, journey 2, compass 1',
  'hadrian wall, hadrians wall': 'trail 2, route 1, journey 1',
  'hockey gear, hockey equipment, hockey kit, hockey sticks, used hockey gear, used sports gear, used sports equipment, second hand sports equipment, secondhand sports equipment, used sporting goods': 'kit 1, fit 1, trade 1',

  // travel and stays
  'wedding arbor, wedding arbors, wedding arbour, wedding arbours, arbor rental, arbor rentals, arbour hire, wedding arch hire, wedding arch rental, wedding arches hire, ceremony arch, ceremony arches': 'bloom 1, garden 1',
  'houseboat, houseboats, houseboat stay, houseboat stays, houseboat holiday, houseboat holidays, houseboat hire, houseboat rental, kerala houseboat, kerala houseboats, backwater cruise, backwaters cruise': 'haven 2, voyage 1, house 1, cozy 1',
  'itineraries, travel itineraries, custom itineraries, bespoke itineraries': 'trip 3, journey 2, route 2, compass 1, atlas 1',
  'round world trip, round world trips, round world travel, round world itinerary, round world itineraries, round world tour, round world tours, world itineraries': 'globe 3, journey 2, voyage 2, trip 2, atlas 1, route 1, compass 1, nomad 1',
  'seaside holidays, beach holidays, beach break, beach breaks, seaside break, seaside breaks, family beach holiday, family beach holidays, toddler beach breaks': 'coast 2, trip 2, island 1, journey 1',
  'family holidays, family breaks, family break, toddler holidays, toddler friendly holidays': 'trip 2, journey 1',

  // food and stalls
  'honesty box, honesty boxes, honesty stall, honesty stalls, honesty shop, honesty shed, gate stall, gate stalls, roadside stall, roadside stalls, farm gate stall': 'fresh 1, garden 1',
  'farm stands, farmstand, farmstands, roadside stand, roadside stands, farm stall, farm stalls': 'fresh 2, garden 1, honey 1, taste 1',
  'coconuts, fresh coconuts, coconut stand, coconut stall, coconut cart, drinking coconuts, young coconuts': 'fresh 2, island 1, coast 1, taste 1',
  'frosted cereal, frosted cereals, sugary cereal, sugary cereals, cereal cafes, cereal bar cafe, kids cereal': 'sugar 2, taste 1, honey 1',
  'breakfast cereals, cereals, cereal bar, cereal bars': 'sugar 1, honey 1, taste 1',

  // products and services nothing in the inventory serves
  'pool tables, pool table recovering, pool table fitter, pool table fitters, pool table removals, pool table removal, snooker tables, snooker table, billiard tables, billiard table, pool cues, pool cue': '',
  'clocks, grandfather clocks, grandfather clock, carriage clocks, carriage clock, longcase clocks, longcase clock, antique clocks, antique clock, wall clocks': '',
  'sewing machines, sewing machine parts, sewing machine spares, singer sewing machine, singer sewing machines, overlocker, overlockers': '',
  'scooters, scooter parts, scooter spares, scooter spare parts, scooter shop, scooter shops, lambretta, lambrettas, vespas, vespa parts, lambretta parts, classic scooters': '',
  'tux, tuxes, tuxedos, tux rental, tux rentals, tuxedo rental, tuxedo rentals, tuxedo hire, dinner suit hire, dinner jacket hire, formal wear hire, formalwear hire, formal wear rental, formalwear rental, black tie hire': '',
  'pestcontrol, pestcontroll, pest controll, pest controller, pest controllers, ratcatcher, rat catchers, ratcatchers, vermin control, exterminators': '',
  'buskers, busking, street performer, street performers, street musician, street musicians': '',
  'lawnmowers, lawn mowers, lawnmower repair, lawnmower repairs, lawn mower repairs, mower repairs, mower servicing, lawnmower servicing, lawn mower servicing, lawnmower shop, lawn mower shop, garden machinery, garden machinery repairs': 'garden 1',
};
