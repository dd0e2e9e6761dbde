import type { ConceptLexicon } from './types.js';

/** Concept lists of the travel, brandable and suffix words (types.ts: grades 3/2/1, comma-separated terms). */
export const TRAVEL_BRANDABLE_CONCEPTS: ConceptLexicon = {
  // ---------------------------------------------------------------- travel
  trip: {
    3: 'trip, trips, travel, traveling, travelling, traveler, traveller, excursion, getaway, road trip, day trip, vacation',
    2: 'field trip, school trip, camping trip, fishing trip, ski trip, weekend trip, business trip, family vacation, outing, tour, travel agent, travel agency, trip planner, travel planner, itinerary, tourism, tourist, sightseeing, city break, weekend getaway, holiday booking, package holiday, holiday trip, hotel booking, flight booking, vacation rental, road trip planner, backpacking, tour operator, excursion booking, travel guide, travel blog, travel insurance, trip insurance, honeymoon, adventure travel, adventure tour, group travel, business travel, travel deal, vacation package, holiday package, expedition, tour guide, travel companion, travel review, flight deal',
    1: 'safari, journey, hotel, hostel, resort, airline, cruise, destination, passport, car rental, luggage, suitcase, wanderlust, trek, camping, staycation, holiday rental, backpacker',
  },
  voyage: {
    3: 'voyage, voyages, voyager, sea voyage, ocean voyage',
    2: 'travel, traveling, travelling, journey, trip, cruise, cruise line, cruise ship, sailing, ocean crossing, expedition, seafaring, yacht charter, odyssey, travel agency, travel agent, luxury travel, adventure travel',
    1: 'yacht, yachting, boat, ferry, maritime, nautical, sailor, navigation, ship, shipping, explorer, exploration, space travel, tour, tourism, vacation, honeymoon, passage, wanderlust, life journey, luggage, suitcase',
  },
  nomad: {
    3: 'nomad, nomads, nomadic, digital nomad, wanderer, vagabond, itinerant',
    2: 'nomad visa, drifter, traveler, traveller, backpacker, backpacking, travel, traveling, travelling, van life, vanlife, camper van, campervan, overlanding, overland, remote work, remote worker, work from anywhere, coliving, co-living, long-term travel, slow travel, gap year, wanderlust, yurt, bedouin, travel gear',
    1: 'rover, coworking, co-working, freelance, freelancer, hostel, adventure travel, travel blog, roaming, esim, travel sim, backpack, luggage, tent, camping, camper, rv, motorhome, caravan, minimalism, minimalist, expat, expatriate, mobile office, hiking, trekking, road trip, journey, boho, bohemian, tiny house',
  },
  route: {
    3: 'route, routes, routing, route planner, route planning, directions',
    2: 'route optimization, route optimisation, bus route, delivery route, cycling route, bike route, running route, sales route, network routing, navigation, navigator, gps, trip planner, journey planner, itinerary, dispatch, fleet, fleet management, last mile, transit, path finding, pathfinding, hiking, trail, road trip, logistics',
    1: 'router, path, map, mapping, courier, trucking, haulage, shipping, freight, delivery, transport, transportation, commute, commuter, rideshare, ride sharing, taxi, traffic, highway, motorway, travel, trekking, cycling, supply chain, postal, postal service, roadmap, travel guide, journey, direction, career path, api gateway, distribution, parcel',
  },
  journey: {
    3: 'journey, journeys',
    2: 'journey planner, spiritual journey, customer journey, user journey, weight loss journey, fitness journey, trip, travel, traveling, travelling, traveler, traveller, voyage, expedition, odyssey, trek, pilgrimage, pilgrim, road trip, adventure travel, travel agency, travel planner, travel blog, travel journal',
    1: 'passage, tour, tourism, vacation, adventure, tour operator, travel agent, itinerary, backpacking, retreat, wellness retreat, self discovery, self-discovery, personal growth, self improvement, self-improvement, life coaching, recovery, rehab, sobriety, memoir, storytelling, exploration, transformation, milestone, career change, honeymoon, cruise, luggage, parenting, pregnancy, journaling, railway, faith, spirituality',
  },
  coast: {
    3: 'coast, coastal, coastline, shore, shoreline, seaside, seashore, seafront, littoral',
    2: 'coast guard, coastguard, coastal living, coastal decor, coastal property, seaside hotel, beach, beachfront, waterfront, beach house, beach rental, beach hotel, beach resort, beachwear, nautical decor, beach wedding, waterfront property, beachfront property, oceanfront, ocean view, sea view, riviera',
    1: 'coasting, west coast, east coast, gold coast, vacation rental, holiday rental, holiday home, holiday cottage, resort, surf, surfing, surf shop, sailing, kayaking, paddleboard, paddle board, boating, marina, harbor, harbour, seafood, seafood restaurant, fish and chips, lobster, oyster, swimwear, swimsuit, bikini, lighthouse, cove, dune, boardwalk, pier, lifeguard, ocean, island, snorkeling, whale watching, freewheel',
  },
  island: {
    3: 'island, islands, isle, islet, archipelago, atoll, island getaway, island life',
    2: 'tropical island, private island, island resort, island hopping, desert island, island music, cay, caribbean, hawaii, polynesia, maldives, bali, tiki, tiki bar, luau, castaway, kitchen island',
    1: 'tropical, tropics, resort, beach, beach resort, beach house, paradise, ferry, cruise, vacation rental, honeymoon, destination wedding, snorkeling, snorkelling, scuba diving, dive shop, yacht charter, palm tree, coconut, rum, tropical drink, reggae, calypso, getaway, coast, lagoon, reef, beachwear, pineapple, mango, shaved ice, poke, traffic island, countertop',
  },
  atlas: {
    3: 'atlas, atlases, road atlas, map book, cartographer, gazetteer',
    2: 'anatomy atlas, anatomical atlas, data atlas, world map, cartography, maps, map, geography, mapping, geospatial, gis, geodata, globe, travel guide, guidebook, reference book, encyclopedia, encyclopaedia, compendium, geography teacher, strongman',
    1: 'atlas mountains, geographic, geographical, location data, travel, exploration, explorer, navigation, titan, greek mythology, mythology, logistics, world trade, moving, removals, mover, heavy lifting, weightlifting, powerlifting, strength, knowledge base, compass, morocco, bookstore, library, publishing, strength training, chiropractor, spine, vertebra, dataset, directory, catalog, catalogue',
  },
  compass: {
    3: 'compass, compasses, magnetic compass',
    2: 'moral compass, drafting compass, navigation, navigator, wayfinding, true north, orienteering, hiking, hiker, trekking, outdoor gear, exploration, explorer, expedition, nautical, guidance, career guidance, career counseling, career counselling, direction finding, gps',
    1: 'compass rose, wayfinder, map, maps, mapping, outdoor, outdoors, camping, camping gear, adventure, sailing, marine, maritime, boating, travel, travel guide, guide, advisor, adviser, advisory, financial advisor, financial planning, wealth management, consulting, life coach, coaching, mentor, mentoring, counseling, counselling, ethics, values, strategy, strategic planning, north star, pathfinder, scout, scouting, boy scout, survival, survival gear, wilderness, geometry, orientation, atlas, decision making, college admission, admissions, retirement, mental health',
  },
  harbor: {
    3: 'harbor, harbors, harbour, harbours, seaport, marina, wharf, quay, mooring, anchorage, boat harbor, fishing harbor, harbor master, harbour master',
    2: 'harborfront, harbourfront, harbor view, harbour view, harbor inn, safe harbor, safe harbour, haven, safe haven, pier, port city, port authority, boating, boat slip, boat storage, maritime, nautical, seafood restaurant, oyster bar, fish market, waterfront, ferry, ferry terminal, cruise port, cruise terminal, waterfront hotel, waterfront restaurant',
    1: 'boatyard, docks, dock, boat, yacht, yachting, sailing, sailboat, boat rental, boat repair, shipyard, shipping, marine, fishing boat, fishmonger, seafood, seafront, coast, coastal, seaside, lighthouse, freight, cargo, logistics, customs, shelter, refuge, sanctuary, homeless shelter, animal shelter, anchor, sail, cove, crab, lobster, clam, chowder, sailor, shipping container, container registry, docker, pub, inn',
  },
  trail: {
    3: 'trail, trails, hiking trail, footpath, walking trail, nature trail, bike trail, trailhead, hiking, hike, hiker',
    2: 'trail running, trail runner, trail shoe, trail map, trail guide, trail ride, ski trail, heritage trail, wine trail, food trail, ale trail, audit trail, paper trail, trail mix, trekking, trek, mountain bike, mountain biking, mtb, bike path, backpacking, outdoor gear, hiking boot, hiking gear, rambling, rambler, hill walking, nature walk, national park, guided hike, trailblazer, trailblazing',
    1: 'path, pathway, backpacker, camping, camping gear, outdoor, outdoors, wilderness, mountaineering, orienteering, adventure travel, expedition, walking tour, horse riding, horseback riding, equestrian, atv, off-road, off road, 4x4, overland, overlanding, jeep, dirt bike, cross country skiing, snowshoe, snowshoeing, geocaching, birdwatching, bird watching, pilgrimage, pioneer, route, tent, backpack, compass, summit, dog walking, dog walker, hunting, survival, bushcraft, scouting, compliance, granola, energy bar, cowboy, frontier',
  },
  summit: {
    3: 'summit, summits, mountaintop, mountain top, pinnacle, summit meeting, hiking',
    2: 'peak, apex, zenith, crest, mountain, mountaineering, mountaineer, climbing, climber, alpine, alpinism, hiker, trekking, expedition, everest, outdoor gear, business conference, tech conference, industry conference, g7, g20',
    1: 'sales conference, conference, trek, ski, skiing, ski resort, outdoor, outdoors, adventure, adventure travel, achievement, success, excellence, high performance, peak performance, leadership, executive, executive coaching, leadership training, ceo, c-suite, forum, symposium, event planning, event management, networking event, corporate retreat, keynote, convention, congress, diplomacy, diplomatic, peace talks, ambition, hill, ridge, climbing gym, bouldering, base camp, altitude, wealth management, private equity, lodge, chalet',
  },
  globe: {
    3: 'globe, globes, globe map, world globe, terrestrial globe',
    2: 'globetrotter, globe trotter, snow globe, lamp globe, globe lamp, globe light, sphere, world travel, around the world, travel agency, travel agent, geography, atlas, world map, international trade, global trade, global shipping, study abroad, world news, global news, planet earth',
    1: 'orb, travel, tourism, tour operator, map, maps, cartography, freight forwarding, logistics, international courier, global business, multinational, languages, translation, translator, interpreting, localization, localisation, language learning, exchange student, student exchange, international student, expat, expatriate, immigration, remittance, money transfer, currency exchange, foreign exchange, newspaper, foreign affairs, geopolitics, ngo, humanitarian, international development, climate change, earth day, world cuisine, global cuisine, world music, multicultural, international school, world history, light bulb, globalization, globalisation, global economy, global markets, roaming, shakespeare, missionary',
  },
  // ------------------------------------------------------------- brandable
  nova: {
    3: 'nova, novas, supernova, new star, exploding star',
    2: 'astronomy, stargazing, bossa nova, nova scotia',
    1: 'astronomer, astrophysics, outer space, cosmos, cosmic, galaxy, telescope, observatory, planetarium, celestial, night sky, innovation, new beginning, fresh start, sci-fi, science fiction, next generation',
  },
  zenith: {
    3: 'zenith, highest point, acme, culmination',
    2: 'peak, summit, pinnacle, apex, high point',
    1: 'heyday, excellence, peak performance, luxury, prestige, celestial, astronomy, altitude, ascent, mountaineering, mastery, prime of life, penthouse, skyscraper, rooftop, rooftop bar, observation deck, luxury hotel, high end, upscale, career advancement, premium',
  },
  lumen: {
    3: 'lumen, lumens, light output, luminosity',
    2: 'lighting, illumination, brightness, luminous, luminance, lamp, lamps, light bulb, led lighting, led light, led bulb, lighting design, lighting designer, lighting store, light fitting, light fixture, luminaire, pendant light, ceiling light, floor lamp, table lamp, desk lamp, downlight, flashlight, headlamp, lighting installation, stage lighting, studio lighting, film lighting, smart lighting, illuminate, light therapy, red light therapy, photometry, light meter',
    1: 'lux, chandelier, sconce, spotlight, torch, lantern, sunlight, daylight, skylight, natural light, solar light, electrician, electrical contractor, cinematography, optics, photonics, fiber optic, fibre optic, projector, enlightenment, uv, endoscopy, vascular',
  },
  aura: {
    3: 'aura, auras, energy field',
    2: 'aura reading, aura photography, migraine aura, ambiance, ambience, vibes, vibe, atmosphere, glow, radiance, energy healing, reiki, chakra, crystal healing, spiritual healing, psychic, psychic medium, clairvoyant, charisma',
    1: 'crystal, crystals, healing, healer, spirituality, spiritual, tarot, astrology, horoscope, meditation, mindfulness, yoga, wellness, holistic, holistic health, spa, day spa, massage, aromatherapy, essential oil, essential oils, incense, candle, candles, scent, fragrance, perfume, perfumery, home fragrance, diffuser, beauty, beauty salon, skincare, skin care, cosmetics, glow skin, radiant skin, facial, esthetician, aesthetician, beautician, personality, personal brand, personal branding, image consultant, mood lighting, ambient lighting, ambient music, ambient sound, halo, ethereal, mystical, mystic, new age, air freshener',
  },
  vivid: {
    3: 'vivid, vividness, vivid color, vivid colour',
    2: 'vivid imagination, vibrant, bright color, bright colour, colorful, colourful, color printing, colour printing, hdr',
    1: 'imagery, vivacious, color, colour, colors, colours, paint, painting, painter, paint store, art studio, art supplies, illustration, illustrator, graphic design, graphic designer, design studio, printing, print shop, screen printing, photo printing, photography, photographer, photo studio, photo editing, imaging, visual, visuals, visual effects, vfx, animation, video production, cinematography, oled, 4k, high definition, imagination, creative agency, storytelling, dye, tie-dye, hair color, hair colour, hair dye, nail polish, rainbow, neon, pop art, mural, street art, graffiti',
  },
  bloom: {
    3: 'bloom, blooms, blooming, blossom, blossoms, blossoming, flowering, flower, flowers, floral, florist, flower shop, flower delivery, bouquet',
    2: 'cherry blossom, blossom festival, late bloomer, algal bloom, florist shop, floristry, floral design, floral designer, wedding flowers, wedding florist, bridal bouquet, flower arrangement, flower arranging, ikebana, flower farm, flower garden, gardening, floral fragrance, flower tea, edible flowers, floral print',
    1: 'bloom filter, corsage, wreath, garland, roses, tulip, peony, orchid, sunflower, garden, gardener, garden center, garden centre, plant nursery, plants, houseplant, houseplants, greenhouse, horticulture, botanical, botanic, botanical garden, springtime, flourish, flourishing, personal growth, self care, self-care, beauty, skincare, skin care, perfume, fragrance, femininity, womens health, women\'s health, fertility, pollinator, flower pot, planter, vase, event styling, landscaping, preschool, kindergarten, daycare, nursery school, montessori, romance, valentine, mother\'s day, tea room, therapy, counseling, counselling, mental health, life coach, child development, greeting card',
  },
  spark: {
    3: 'spark, sparks, spark plug, sparkler, igniter, ignition, firestarter, fire starter',
    2: 'spark joy, apache spark, flicker, glint, ignite, igniting, kindling, electrician, electrical contractor, ideation, brainstorm, brainstorming, catalyst, dating, dating app, matchmaking, matchmaker, bright idea',
    1: 'lighter, fireworks, electricity, electrical, electric vehicle, ev charging, ev charger, welding, welder, inspiration, inspire, innovation, invention, creativity, creative agency, motivation, motivational speaker, energy drink, chemistry, romance, flirting, singles, stem education, science education, early learning, curiosity, big data, data engineering, data processing, sparkle, lightning',
  },
  orbit: {
    3: 'orbit, orbits, orbital, orbiting, orbiter, elliptical orbit, low earth orbit',
    2: 'satellite, spaceflight, spacecraft, space station, satellite internet, satellite communication, satcom',
    1: 'outer space, space travel, space exploration, rocket, rocketry, launch vehicle, aerospace, astronaut, cosmonaut, astronomy, planets, planetary, solar system, cosmos, gravity, earth observation, sphere of influence, revolve, ecosystem, circle of friends, inner circle, trajectory, planetarium, observatory',
  },
  echo: {
    3: 'echo, echoes, echoing, reverberation, reverb, sound reflection, reflection of sound',
    2: 'echocardiogram, echocardiography, echolocation, resound, acoustics, acoustic panel, ultrasound, sonography, sonographer, heart scan, sonar, word of mouth, social listening, delay pedal',
    1: 'echo chamber, resonance, acoustic, acoustical, soundproofing, sound engineering, sound engineer, audio engineering, recording studio, music production, podcast, podcasting, loudspeaker, hearing aid, audiology, audiologist, cardiology, bats, dolphin, radar, canyon, caves, amplify, amplification, testimonial, testimonials, feedback, customer feedback, reputation management, repost, retweet, media monitoring, smart speaker, voice assistant, guitar pedal, effects pedal',
  },
  apex: {
    3: 'apex, apexes, apex predator',
    2: 'apex corner, peak, summit, pinnacle, zenith, acme, vertex, highest point, racing line, track day',
    1: 'predator, crest, top tier, top-tier, elite, premier, peak performance, high performance, racing, motorsport, race car, racetrack, race track, karting, go kart, supercar, performance car, car tuning, hunting, sports performance, esports, competitive gaming, tactical, tactical gear, roofing, roofer, endodontist',
  },
  prism: {
    3: 'prism, prisms, optical prism, glass prism, crystal prism',
    2: 'prism glasses, prism lens, refraction, refraction of light, rainbow colors, light spectrum, suncatcher, sun catcher',
    1: 'optics, optical, optician, color theory, stained glass, perspective, perspectives, insight, insights, analytics, data analytics, data visualization, data visualisation, business intelligence, market research, diversity, inclusion, diversity and inclusion, pride, lgbt, lgbtq, lgbtq+, queer, creative agency, geometry, geometric, triangular, physics, photonics, spectroscopy, facet, faceted, rainbow, dispersion',
  },
  flux: {
    3: 'flux, influx, flux density, magnetic flux, solder flux, welding flux, in flux, state of flux',
    2: 'luminous flux, light flux, flux capacitor, fluctuation, soldering, solder',
    1: 'physics, electromagnetism, magnetism, magnetic field, electrical engineering, welding, welder, foundry, smelting, power electronics, induction, fluid dynamics, data flow, dataflow, data pipeline, data streaming, change management, digital transformation, adaptability, time travel, back to the future, electronic music, synth, synthesizer, gitops, continuous delivery, volatility',
  },
  ember: {
    3: 'ember, embers, glowing ember, smoldering, smouldering, cinder, cinders, live coal, hot coals',
    2: 'fireplace, fire pit, firepit, hearth, wood stove, wood burning stove, woodburner, firewood, bbq, barbecue, barbeque, smokehouse, wood-fired, wood fired, wood-fired pizza, wood fired pizza, pizza oven, flame grill, campfire, bonfire, firelight',
    1: 'charcoal, coal, glow, glowing, afterglow, stove, chimney, chimney sweep, kindling, grill, grilling, smoker, smoked meat, brisket, steakhouse, pizzeria, rotisserie, s\'mores, smores, heating, warmth, heater, space heater, hand warmer, cozy, cosy, hygge, candle, candles, incense, amber, autumn, slow burn, remembrance, memorial, cremation, crematorium, phoenix, spark, lighter, blacksmith, forge, kiln, ash, smoky, cigar, coffee roaster, roastery, sauna',
  },
  halo: {
    3: 'halo, halos, haloes, nimbus, aureole, ring of light',
    2: 'halo light, halo headlight, halo effect, halo ring, halo setting, halo hair extension, halo eyes, halo brace, sun halo, moon halo, galaxy halo, angelic, guardian angel, ring light, angel eyes, cherub',
    1: 'angels, angel, saint, saintly, led ring, glow, radiance, heaven, heavenly, divine, sacred, religious, christian, church, faith, spiritual, spirituality, prayer, ministry, iconography, purity, virtue, holy, glory, reputation, bridal, engagement ring, diamond, jewelry, jewellery, jeweler, jeweller, tiara, headband, headpiece, hair accessory, hair extension, beauty, skincare, glow skin, highlighter, newborn, neck brace, atmospheric optics, charity, donation, ethics, ethical, wellness, holistic, meditation, mindfulness, healing, reiki, energy healing, aura, teeth whitening, beauty products, donut, doughnut, guardian, goodness, crown',
  },
  verve: {
    3: 'verve, vigor, vigour, panache, elan, élan, gusto',
    2: 'vitality, enthusiasm, zeal, flair, liveliness, vivacity, vim, exuberance, zest for life, joie de vivre',
    1: 'zest, pep, dynamism, stylish, chic, creativity, creative agency, performing arts, dance studio, vitality supplement, energy drink, youthful, charisma, charm, self-expression',
  },
  kite: {
    3: 'kite, kites, kite flying, kiteflying, kite festival, kiting, kite maker, kite shop, stunt kite, power kite, box kite',
    2: 'kite surfing, kite boarding, kite bird, red kite, kitesurfing, kitesurf, kiteboarding, kiteboard, snowkiting, makar sankranti, uttarayan',
    1: 'landboarding, paragliding, paraglider, hang gliding, hang glider, parasailing, windsurfing, wind sport, windy, soar, soaring, aerial photography, carefree, childhood, outdoor toy, outdoor play, toy shop, raptor, bird of prey, birdwatching, falconry, basant',
  },
  bolt: {
    3: 'bolt, bolts, lightning bolt, thunderbolt, nut and bolt, nuts and bolts, bolt fastener, anchor bolt, door bolt, deadbolt, dead bolt, lock bolt',
    2: 'bolt action, bolt of fabric, lightning, fastener, fasteners, hardware store, ironmongery, ironmonger, locksmith, door hardware, courier, same day delivery, express delivery',
    1: 'bolt hole, bolting, screws, rivet, rivets, fixings, construction supplies, building supplies, handyman, auto parts, car parts, furniture assembly, locks, electrician, electric vehicle, ev charging, ev charger, electric scooter, e-scooter, e-bike, ebike, electric bike, energy drink, speed, fast, fastest, delivery, ride hailing, rideshare, ride sharing, taxi, sprint, sprinter, sprinting, track and field, thunder, thunderstorm, flash sale, crossbow, speed test, rock climbing',
  },
  swift: {
    3: 'swift, swiftness, swift bird',
    2: 'swift code, swift programming, swift language, speedy, nimble, fast delivery, same day delivery, express delivery, courier, courier service, bike courier, wire transfer, bic, bank transfer, international payment, ios development',
    1: 'rapid, quick, fast, speed, delivery, messenger, dispatch, parcel, parcel delivery, logistics, freight, shipping, trucking, haulage, taxi, ride hailing, airport transfer, shuttle, sprint, agile, agility, quick service, quick response, rapid response, urgent, urgent care, express checkout, instant payment, money transfer, remittance, ios, iphone app, mobile development, birdwatching, swallows, speed test, quick fix, emergency locksmith, quick loan, fast loan, express',
  },
  bright: {
    3: 'bright, brightness, bright color, bright colour, bright idea, bright future',
    2: 'brilliant, shining, shiny, radiant, luminous, clever, lighting, window cleaning, window cleaner, whitening, teeth whitening, radiant skin, brightening, tutoring, tutor, gifted, gifted education, smart kids, homework help',
    1: 'intelligent, glow, glowing, sunny, vivid, lamp, lamps, light bulb, led lighting, light fixture, electrician, solar energy, solar panel, sunshine, sunlight, daylight, cleaning, cleaner, house cleaning, cleaning service, maid service, janitorial, carpet cleaning, pressure washing, laundry, dry cleaning, detergent, dental, dentist, dentistry, smile, orthodontist, skincare, skin care, glow skin, complexion, facial, highlighter, color, colour, childcare, daycare, preschool, kindergarten, early learning, early years, education, academy, genius, scholarship, college prep, test prep, literacy, optimism, optimistic, positivity, hope, hopeful, happiness, cheerful, uplifting, dawn, sunrise, diamond, sparkle, polishing, shine, car wash, car detailing, detailing',
  },
  bold: {
    3: 'bold, boldness, boldly, bold move, bold font, bold type, bold color, bold colour',
    2: 'bold flavor, bold flavour, bold ideas, brave, bravery, courage, courageous, daring, fearless, audacious, audacity, self-confidence, self confidence, assertive, assertiveness, typography, font, fonts, typeface, bright color, bright colour, strong flavor, strong flavour, strong coffee, dark roast',
    1: 'confident, confidence, adventurous, risk taking, risk-taking, ambition, ambitious, entrepreneur, entrepreneurship, disruptive, trailblazer, maverick, rebel, empowerment, empowered, women empowerment, self esteem, self-esteem, public speaking, leadership coaching, statement piece, statement jewelry, statement jewellery, lettering, branding, brand identity, creative agency, spicy, hot sauce, espresso, red wine, lipstick, red lipstick, extreme sport, extreme sports, visionary, social change, activism, activist, advocacy',
  },
  // --------------------------------------------------------------- suffixes
  lab: {
    3: 'lab, labs, laboratory, research lab, science lab, testing lab, test lab, lab testing, lab test',
    2: 'medical lab, clinical lab, innovation lab, lab equipment, lab supplies, dental lab, photo lab, film lab, language lab, research and development, r&d, scientist, experiment, experimentation, chemistry, biotech, biotechnology, dna testing, pathology, diagnostics, blood test, microbiology, prototyping, test tube, materials testing, water testing, food testing, labrador, labrador retriever',
    1: 'design lab, research, science, scientific, experimental, testing, chemist, biology, life sciences, genetics, genomics, pharmacology, prototype, invention, inventor, makerspace, hackerspace, stem education, science kit, microscope, quality control, forensic, forensics, data science, venture studio, think tank, formulation, sleep study, food science',
  },
  works: {
    3: 'works, ironworks, steelworks, waterworks, gasworks, engineering works',
    2: 'brickworks, glassworks, printworks, public works, the works, factory, foundry, roadworks',
    1: 'workshop, workroom, shop floor, manufacturing, manufacturer, fabrication, metalwork, metalworking, woodwork, woodworking, joinery, industrial, machine shop, forge, body shop, custom build, atelier, civil engineering',
  },
  craft: {
    3: 'craft, crafts, crafting, handcraft, handcrafted, handicraft, handmade, craftsmanship, arts and crafts, craft supplies',
    2: 'craft fair, craft market, craft kit, papercraft, paper craft, leathercraft, craft beer, craft brewery, craft spirits, craft distillery, craft gin, craft cocktail, craft chocolate, craftsman, craftsperson, artisan, artisanal, diy, knitting, crochet, quilting, embroidery, cross stitch, macrame, needlework, scrapbooking, card making, woodworking, woodwork, woodworker, leatherwork, jewelry making, jewellery making, candle making, soap making, resin art, beading, microbrewery, craft of writing',
    1: 'software craftsmanship, maker, hobby, hobbyist, sewing, yarn, weaving, origami, calligraphy, pottery, potter, ceramics, carpentry, joinery, furniture maker, leather goods, silversmith, goldsmith, blacksmith, metalwork, glassblowing, stained glass, art supplies, skilled trades, guild, workshop, atelier, bespoke, custom made, small batch, brewery, brewer, brewing, homebrew, mixology, specialty coffee, chocolatier, artisan bread, witchcraft, tradecraft, wordsmith, gift shop, etsy, kids activities, beer, distillery, aircraft, watercraft, spacecraft, wicca',
  },
  base: {
    3: 'base, bases, basis, home base, base camp, basecamp, base station, military base, air base, naval base',
    2: 'knowledge base, knowledgebase, base layer, baselayer, moon base, lunar base, database, makeup base, base coat, base metal, customer base, user base, fan base, fanbase, installed base',
    1: 'base jumping, pizza base, foundation, stronghold, headquarters, hq, fundamentals, basics, bedrock, thermal wear, foundation makeup, primer, outpost, garrison, military, airfield, baseball, home plate, alkaline, wiki, mountaineering, skydiving, military surplus, bunker, nail polish, backend',
  },
  wise: {
    3: 'wise, wisdom, wise choice',
    2: 'sagacious, savvy, good judgment, good judgement, advice, expert advice, financial advice, money advice, proverbs',
    1: 'owl, sage, sensible, prudent, shrewd, knowledgeable, insight, insightful, adviser, advisor, advisory, guidance, mentor, mentoring, mentorship, counsel, counselor, counsellor, counseling, counselling, life coach, expertise, know-how, knowledge, education, tutor, tutoring, elder, elderly, senior living, senior care, retirement, retiree, grandparent, philosophy, philosopher, exam prep, test prep, financial advisor, financial planning, money management, personal finance, budgeting, savings, smart money, frugal, frugality, investing, investment advice, smart choice, comparison site, buying guide, decision making, think tank, trivia, quiz, brain training, price comparison',
  },
  scape: {
    3: 'scape, scapes, garlic scape',
    2: 'landscaping, landscaper, landscape design, landscape designer, landscape architecture, landscape architect, landscape gardening, landscape lighting, hardscape, hardscaping, softscape, aquascape, aquascaping, xeriscape, xeriscaping, cityscape, seascape, streetscape, soundscape, dreamscape, mindscape',
    1: 'landscape, scenery, gardening, gardener, garden design, garden designer, lawn care, lawn mowing, backyard, outdoor living, patio, paving, decking, pergola, retaining wall, irrigation, turf, artificial grass, sod, tree service, planting, hedge trimming, water feature, koi pond, pond, aquarium, fish tank, aquatic plants, terrarium, vivarium, paludarium, outdoor lighting, grounds maintenance, groundskeeping, landscape photography, landscape painting, urban design, sound design, worldbuilding, world building, environment art, game environment, level design, 3d environment',
  },
  flow: {
    3: 'flow, flows, flowing, flow state, in the flow, go with the flow',
    2: 'flow meter, flowmeter, flow yoga, user flow, workflow, workflow automation, cash flow, cashflow, cash flow management, cash flow forecasting, airflow, water flow, traffic flow, data flow, dataflow, deep work, vinyasa, period tracker',
    1: 'fluidity, stream, plumbing, plumber, drainage, ventilation, fluid dynamics, hydraulics, process automation, business process, data pipeline, productivity, focus, yoga, yoga studio, tai chi, qigong, breathwork, menstrual, menstruation, period care, sales funnel',
  },
  kit: {
    3: 'kit, kits, toolkit, tool kit, starter kit',
    2: 'starter pack, diy kit, craft kit, model kit, building kit, science kit, stem kit, activity kit, electronics kit, robotics kit, meal kit, baking kit, homebrew kit, cocktail kit, first aid kit, emergency kit, survival kit, travel kit, toiletry kit, grooming kit, shaving kit, makeup kit, sewing kit, repair kit, test kit, home test kit, dna kit, kit car, body kit, football kit, soccer kit, team kit, drum kit, camera kit, sdk, software development kit, developer kit, dev kit, ui kit, design kit, brand kit, media kit, press kit, welcome kit, kit home, grow kit, mushroom grow kit',
    1: 'bundle, recipe box, gift set, gift box, subscription box, first aid, camping gear, tool set, uniform, jersey, sportswear, teamwear, drums, camera gear, design system, welcome pack, flat pack, prefab, kitten, kitty, diy, crafts, arduino, raspberry pi, developer tools, devtools, component library, preparedness, prepper, medical supplies, toiletries',
  },
  spot: {
    3: 'spot, spots, hotspot, hot spot, local spot, favorite spot, favourite spot, meeting spot',
    2: 'hangout spot, parking spot, camping spot, fishing spot, surf spot, dive spot, skate spot, photo spot, scenic spot, picnic spot, wifi hotspot, mobile hotspot, spot on, spot check, spot clean, spot treatment, spot price, spot market, spot trading, spot rate, ad spot, tv spot, radio spot, hangout, hang out, meeting place, places to go, parking space, spotlight',
    1: 'locale, local guide, city guide, things to do, nightlife, event venue, venue hire, party venue, venue, parking, car park, campsite, viewpoint, lookout, stain removal, dalmatian, polka dot, acne, pimple, blemish, pop-up shop, desk booking, geolocation, wifi, dry cleaning, leopard, dermatology, commodities, forex, advertising, ad space, meetup, cafe, coffee shop, lounge, eatery, brunch, directory, recommendation, attraction',
  },
  zone: {
    3: 'zone, zones, zoning',
    2: 'in the zone, training zone, heart rate zone, fitness zone, play zone, play area, soft play, kids zone, fun zone, game zone, gaming zone, party zone, chill zone, comfort zone, safe zone, safety zone, danger zone, war zone, twilight zone, end zone, red zone, time zone, timezone, dns zone, availability zone, zoning law, zoning permit, industrial zone, trade zone, free trade zone, free zone, economic zone, special economic zone, parking zone, low emission zone, school zone, delivery zone, climate zone, hardiness zone, zoned heating, zone heating',
    1: 'fan zone, zone diet, precinct, flow state, focus, concentration, gaming cafe, arcade, lan party, laser tag, trampoline park, entertainment center, entertainment centre, chill out, safe space, world clock, meeting scheduler, dns, cloud region, land use, urban planning, duty free, delivery area, service area, coverage area, smart thermostat, climate control, realm',
  },
  hub: {
    3: 'hub, hubs, hub and spoke',
    2: 'nexus, community hub, coworking, co-working, coworking space, shared workspace, innovation hub, tech hub, startup hub, business hub, portal, resource center, resource centre, knowledge hub, content hub, news hub, api hub, data hub, one stop shop, one-stop shop, logistics hub, distribution center, distribution centre, transport hub, transit hub, airline hub, network hub, usb hub, ethernet hub, smart home hub, home hub, wheel hub, hubcap, hub cap, bicycle hub, bike hub, client portal, customer portal, member portal, partner portal',
    1: 'learning hub, central point, focal point, epicenter, epicentre, meeting point, gathering place, headquarters, hq, community center, community centre, incubator, accelerator, marketplace, directory, aggregator, knowledge base, information center, information centre, forum, command center, control center, control centre, centralized, centralised, all in one, all-in-one, fulfillment center, fulfilment centre, interchange, iot, internet of things, makerspace, hackerspace, smart home, food hall, collaboration',
  },
  hq: {
    3: 'hq, headquarters, head office, main office, command center, command centre, corporate headquarters, headquarter',
    2: 'military headquarters, police headquarters, fan hq, central office, nerve center, nerve centre, base of operations, home base, command post, mission control, operations center, operations centre, virtual office, registered office, registered address, business address',
    1: 'office space, control center, control centre, control room, coworking, co-working, serviced office, mail forwarding, boardroom, clubhouse, lair, man cave, hideout, secret base, base camp, basecamp, home office, back office',
  },
};
