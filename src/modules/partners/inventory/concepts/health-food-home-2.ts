import type { ConceptLexicon } from './types.js';

/** Part 2 of HEALTH_FOOD_HOME_CONCEPTS (health-food-home.ts): home. */
export const HEALTH_FOOD_HOME_CONCEPTS_2: ConceptLexicon = {
  sugar: {
    3: 'sugar, cane sugar, brown sugar, sugar cane, sugarcane, sugar beet, sugar refinery',
    2:
      'candy, confectionery, confectioner, sweet shop, sweetshop, bakery, cake, cupcake, dessert, pastry, ' +
      'cookie, donut, doughnut, macaron, cotton candy, candy floss, lollipop, caramel, fudge, toffee, syrup, ' +
      'frosting, icing, cake decorating, sugar scrub, sugaring, sugar wax, sweetener, sweet tooth, ' +
      'sugar dating, sugar daddy, blood sugar, sugar free, sugar-free, pick and mix, pick n mix, gummy, ' +
      'gummy bear, mithai, sweet treat, cake pop, sugarcraft, sugar craft, sugar cookie, sugar art',
    1:
      'chocolate, marshmallow, honey, maple syrup, jam, ice cream, gelato, body scrub, waxing, hair removal, ' +
      'sweetheart, dating, diet, keto, treat, rum, molasses, baking, soda, lemonade, bubble tea, birthday, ' +
      'wedding cake, cute, pink, diabetes, glucose, glucose monitor, diabetic, low sugar, sweet',
  },
  tea: {
    3:
      'tea, tea room, tearoom, tea house, teahouse, tea shop, green tea, black tea, herbal tea, loose leaf tea, ' +
      'loose leaf, chai, matcha, oolong, earl grey, sencha, rooibos, tisane, bubble tea, boba, boba tea, ' +
      'milk tea, iced tea, afternoon tea, high tea, cream tea, tea blend, tea merchant, white tea, pu-erh, ' +
      'jasmine tea, english breakfast tea, tea bag',
    2:
      'tea ceremony, tea party, teapot, teacup, teaware, tea set, tea sommelier, tea plantation, tea garden, ' +
      'tea estate, tea grower, tea tasting, kombucha, chamomile, mint tea, peppermint tea, detox tea, ' +
      'slimming tea, tea subscription, tea leaf, tea cozy, tea cosy, teatime, tea time, chai latte, ' +
      'matcha latte, cuppa, spill the tea, samovar, gaiwan, yerba mate, tea strainer, tea infuser, tea cake, ' +
      'teacake',
    1:
      'cafe, biscuit, cake, celebrity news, wellness, detox, honey, caffeine, herbal, herb, ginger, cozy, cosy, ' +
      'relaxation, calm, porcelain, finger sandwich, tea tree oil, garden party, brunch, macaron, beverage, ' +
      'drink, gossip, tea towel, tea light, herbalist, infusion, kettle, scone',
  },
  vine: {
    3: 'vine, vineyard, grapevine, viticulture, viticulturist, vine grower, vinegrower, vigneron',
    2:
      'wine, winery, winemaker, winemaking, vintner, wine bar, wine merchant, wine tasting, wine tour, grape, ' +
      'wine estate, wine country, vino, natural wine, organic wine, wine subscription, wine club, wine region, ' +
      'cellar door, grape harvest, climbing plant, vineyard wedding, grape grower',
    1:
      'champagne, napa, bordeaux, tuscany, rioja, pergola, gardening, hops, gossip, rumor, rumour, short video, ' +
      'raisin, wedding venue, liquor, jungle, rainforest, sommelier, wine cellar, red wine, white wine, ' +
      'sparkling wine, wine list, wine import, wine importer, harvest, creeper, ivy, trellis, wisteria, ' +
      'clematis, grape juice, italian food',
  },
  // ---- home ----
  nest: {
    3: 'nest, nesting, bird nest, nest box',
    2:
      'family home, first home, new home, home buying, homebuyer, real estate, home decor, homeware, ' +
      'home furnishing, retirement savings, birdhouse, bird box, baby registry, homemaking, homemaker, ' +
      'nursery decor, first-time buyer, first time buyer, empty nest, empty nester, nest egg, baby nest',
    1:
      'property, realtor, apartment, rental, interior design, furniture, savings, retirement, pension, ' +
      'birdwatching, bird feeder, egg, shelter, refuge, haven, thermostat, pet bed, dog bed, cat bed, snuggle, ' +
      'daycare, childcare, twig, homestead, tiny house, mortgage, home insurance, smart home, housewarming, ' +
      'home organization, home organisation, housing, bedding, cozy, cosy, nursery, baby, newborn, pregnancy, ' +
      'expecting, maternity, parenting, bird, mom, mum, motherhood, baby shower, baby product, crib, cot, ' +
      'moses basket, cocoon, sanctuary, safe space, moving home, house move, gardening',
  },
  haven: {
    3: 'haven, safe haven, sanctuary, refuge',
    2:
      'harbor, harbour, hideaway, getaway, wellness retreat, vacation rental, holiday home, holiday let, ' +
      'bed and breakfast, guesthouse, animal sanctuary, animal shelter, animal rescue, pet rescue, dog rescue, ' +
      'cat rescue, horse sanctuary, wildlife sanctuary, bird sanctuary, domestic violence shelter, ' +
      'homeless shelter, care home, assisted living, retirement home, senior living, safe space, respite, ' +
      'retreat center, retreat centre, yoga retreat, eco lodge, safe house, sober living, halfway house, ' +
      'shelter, retreat, real estate, tax haven',
    1:
      'marina, resort, cottage, inn, hotel, hospice, housing, relaxation, mental health, cozy, cosy, ' +
      'nature reserve, refugee, asylum, pet boarding, boarding kennel, wellness, self care, home decor, ' +
      'property, gated community, rehab, recovery, spa, peace, tranquility, tranquillity, privacy, offshore, ' +
      'cabin, glamping, lodge, meditation, oasis, offshore banking',
  },
  cozy: {
    3: 'cozy, cosy, coziness, cosiness, comfy, snug, hygge',
    2:
      'homey, homely, blanket, throw blanket, knitwear, sweater, slipper, pajama, pyjama, loungewear, ' +
      'sleepwear, bedding, home decor, homeware, pet bed, dog bed, quilt, nook, reading nook, snuggle, ' +
      'hot water bottle, fireside, cocooning, cozy sock, tea cozy, tea cosy, egg cosy, cozy game, cozy gaming, ' +
      'cozy mystery',
    1:
      'coffee shop, tea room, cocoa, bookshop, bookstore, autumn, guesthouse, inn, yarn, cashmere, relaxation, ' +
      'self care, nap, nursery, rug, interior design, furniture, armchair, duvet, fire pit, chalet, lodge, ' +
      'mulled wine, comfort food, cottagecore, heating, heater, wood stove, log burner, comfort, comfortable, ' +
      'warm, warmth, sock, robe, bathrobe, candle, fireplace, cushion, pillow, cabin, cottage, log cabin, cafe, ' +
      'hot chocolate, bed and breakfast, vacation rental, knitting, crochet, wool, fleece, slow living, couch, ' +
      'sofa, cuddle, cuddly, plush, faux fur, sherpa, hand warmer, hearth',
  },
  house: {
    3: 'house, real estate',
    2:
      'property, realtor, real estate agent, estate agent, homebuyer, home buying, home sale, rental, ' +
      'home builder, homebuilder, home improvement, housekeeping, housekeeper, home inspection, home inspector, ' +
      'household goods, homeware, home decor, home furnishing, housewarming, townhouse, guesthouse, ' +
      'boarding house, open house, home staging, home exchange, housemate, home design, home appraisal, ' +
      'homeowner, homeownership, housing association, social housing, affordable housing, student housing, ' +
      'household, housing, residence, dwelling, house party, house music, house hunting, house building, ' +
      'house cleaning, house painting, house sitting, house sitter, tiny house, house flipping, house swap, ' +
      'house share, house plan',
    1:
      'rent, construction, architect, architecture, dj, techno, edm, dance music, record label, furniture, ' +
      'home security, apartment, condo, cottage, villa, mansion, cabin, vacation rental, holiday home, airbnb, ' +
      'moving, removals, mover, manor, mortgage, home loan, landlord, tenant, letting, property management, ' +
      'builder, renovation, remodeling, remodelling, home repair, handyman, home insurance, interior design, ' +
      'interior decor, smart home, home automation, floor plan, property valuation, conveyancing, co-living, ' +
      'coliving, fashion house, design house, publishing house, auction house, coffee house, house wine, ' +
      'house plant, houseplant',
  },
  garden: {
    3:
      'garden, gardening, gardener, garden centre, garden center, botanical garden, flower garden, ' +
      'vegetable garden, kitchen garden, herb garden',
    2:
      'landscaping, landscaper, landscape design, landscape architect, lawn, lawn care, backyard, ' +
      'plant nursery, allotment, community garden, urban garden, urban gardening, urban farming, greenhouse, ' +
      'horticulture, horticulturist, botanical, compost, composting, soil, fertilizer, fertiliser, garden tool, ' +
      'garden furniture, outdoor furniture, planter, raised bed, shrub, permaculture, garden design, ' +
      'garden designer, garden maintenance, lawn mower, mower, grow your own, gardening blog, garden supply, ' +
      'perennial, rose garden, topiary, pruning, weeding, water garden, rock garden, zen garden, roof garden, ' +
      'rooftop garden, secret garden, cottage garden, vertical garden, living wall, greenhouse kit, ' +
      'tree nursery, hedge trimming, garden shed, garden party, garden room, landscape gardener',
    1:
      'florist, tree surgeon, arborist, orchid, succulent, cactus, bonsai, hydroponics, grow light, homestead, ' +
      'wedding venue, pond, fence, decking, sprinkler, pest control, tea garden, vegetable, herb, botany, ' +
      'bloom, blossom, grow kit, microgreens, plant, houseplant, flower, patio, eden, pergola, gazebo, ' +
      'irrigation, orchard, real estate, beer garden, garden apartment, garden city',
  },
  loft: {
    3: 'loft, loft apartment, loft conversion, loft living',
    2:
      'apartment, condo, penthouse, studio apartment, warehouse conversion, urban living, attic conversion, ' +
      'mezzanine, attic storage, converted warehouse, attic room, roof conversion, attic, garret, real estate, ' +
      'loft insulation, loft bed, hayloft, pigeon loft, loft ladder, loft storage, artist loft',
    1:
      'property, rental, vacation rental, airbnb, home decor, furniture, architecture, architect, renovation, ' +
      'insulation, bunk bed, barn, pigeon, coworking, creative space, photography studio, office space, ' +
      'workspace, warehouse, soho, brooklyn, urban, downtown, minimalist, dovecote, converted barn, ' +
      'industrial style, city living, interior design, skylight, roof window, dormer, open plan, exposed brick, ' +
      'event space, event venue, rooftop',
  },
  oak: {
    3: 'oak, oak tree, oak wood, oakwood, oak furniture',
    2:
      'hardwood, hardwood floor, wood flooring, acorn, timber frame, timber framing, solid wood, ' +
      'handmade furniture, furniture maker, barrel aged, oak flooring, oak barrel, oak beam, oak door, ' +
      'oak table, oak cabinet, english oak, white oak, oak leaf, oak aged',
    1:
      'furniture, flooring, whiskey, whisky, bourbon, tree surgeon, durability, stability, trust, ' +
      'english countryside, country estate, manor, wealth management, investment, real estate, landscaping, ' +
      'squirrel, autumn, rustic, farmhouse, cabin, lodge, log cabin, firewood, kitchen cabinet, craftsman, ' +
      'wisdom, druid, celtic, sawmill, wood, timber, wooden, woodwork, woodworking, woodworker, carpentry, ' +
      'carpenter, joinery, joiner, barrel, cask, wine barrel, whiskey barrel, cooperage, forest, woodland, ' +
      'tree, arborist, sturdy, heritage, legacy, cabinet maker, bespoke furniture, grove, gardening',
  },
  stone: {
    3: 'stone, stonework, stonemason, masonry, natural stone, stone carving',
    2:
      'granite, marble, limestone, slate, sandstone, quartz, quartzite, travertine, flagstone, cobblestone, ' +
      'paving, paver, countertop, quarry, quarrying, headstone, gravestone, tombstone, gemstone, birthstone, ' +
      'gemstone jewelry, gemstone jewellery, hardscaping, hardscape, rockery, stoneware, mason, paving stone, ' +
      'stone countertop, stone tile, stone cladding, stone wall, dry stone wall, drystone, precious stone, ' +
      'stone oven, stone-baked, hot stone massage, stone age, stone fruit, stone restoration, stone cleaning, ' +
      'stone supplier, stepping stone, stone circle',
    1:
      'patio, worktop, sculptor, healing crystal, aggregate, fireplace, pizza oven, rock climbing, fossil, ' +
      'prehistoric, castle, construction, cement, concrete, brick, flooring, zen garden, crystal healing, ' +
      'cairn, archaeology, kidney stone, pottery, cobble, tile, memorial, monument, sculpture, gem, crystal, ' +
      'bouldering, gravel, landscaping, geology, geologist, mineral, real estate, pebble, boulder, stonehenge, ' +
      'megalith, millstone, rock garden, paving contractor',
  },
  brick: {
    3: 'brick, bricklayer, bricklaying, brickwork, brickworks, brickmaker',
    2:
      'construction, mortar, repointing, chimney, block paving, building material, building supply, lego, ' +
      'building block, masonry contractor, chimney repair, tuckpointing, blockwork, cinder block, breeze block, ' +
      'masonry, real estate, brick wall, brick paver, brick and mortar, brick oven, toy brick, red brick, ' +
      'exposed brick, brick house, brick building, brick cleaning, brick restoration, brick veneer, brick slip, ' +
      'clay brick, brick kiln',
    1:
      'stonemason, stone, concrete, cement, contractor, general contractor, patio, driveway, renovation, ' +
      'retail, physical store, local shop, pizza, pizzeria, warehouse, loft, property, architecture, architect, ' +
      'sturdy, durability, foundation stone, cornerstone, victorian, terrace, townhouse, factory, ' +
      'industrial heritage, roofing, roofer, plastering, plasterer, tiling, builder merchant, builder, ' +
      'chimney sweep, fireplace, facade, cladding, kiln, building contractor, mason, home extension, paving, ' +
      'construction toy',
  },
  porch: {
    3: 'porch, veranda, verandah, front porch, back porch, screened porch, sun porch',
    2:
      'patio, sunroom, outdoor living, curb appeal, kerb appeal, doorstep, doorstep delivery, deck builder, ' +
      'lanai, front step, stoop, portico, real estate, porch swing, porch light, porch pirate, porch decor, ' +
      'porch sign, porch builder, porch sitting',
    1:
      'garden furniture, home improvement, home exterior, home decor, seasonal decor, parcel locker, ' +
      'home security, front yard, local news, bed and breakfast, cottage, carpentry, folk music, bluegrass, ' +
      'front room, mailbox, grocery delivery, milk delivery, milkman, halloween, christmas decor, pumpkin, ' +
      'sweet tea, lemonade, outdoor decor, decking, conservatory, rocking chair, outdoor furniture, ' +
      'patio furniture, front door, doormat, welcome mat, entryway, wreath, door wreath, package delivery, ' +
      'parcel delivery, video doorbell, doorbell, farmhouse, southern hospitality, neighbor, neighbour, ' +
      'neighborhood, neighbourhood, railing, balustrade, awning, canopy, pergola',
  },
  lamp: {
    3: 'lamp, lampshade, lamp shade, lantern, floor lamp, table lamp, desk lamp, bedside lamp, reading lamp',
    2:
      'lighting, light fixture, lighting design, lighting designer, chandelier, pendant light, sconce, ' +
      'wall light, light bulb, lightbulb, led lighting, night light, lighting shop, lighting store, luminaire, ' +
      'smart lighting, smart bulb, table light, ceiling light, lava lamp, salt lamp, oil lamp, genie lamp, ' +
      'magic lamp, lamp base, lamp maker, lamp repair, vintage lamp, antique lamp, tiffany lamp, arc lamp, ' +
      'kerosene lamp, paraffin lamp, uv lamp, heat lamp, moroccan lamp',
    1:
      'electrician, electrical, interior design, homeware, furniture, decor, enlightenment, guidance, genie, ' +
      'wish, street light, streetlight, grow light, web hosting, web development, php, linux, camping, aladdin, ' +
      'lighthouse, beacon, candle, candlelight, bulb, illumination, home decor, glow, lumen, flashlight, ' +
      'lamp stack, lamplighter, lamppost, lamp post',
  },
  studio: {
    3:
      'studio, recording studio, photo studio, photography studio, art studio, design studio, film studio, ' +
      'yoga studio, dance studio, pilates studio, fitness studio, tattoo studio, music studio, ' +
      'studio apartment, atelier, animation studio, game studio, podcast studio, ceramic studio, ' +
      'pottery studio, sound studio, video studio, broadcast studio, creative studio, nail studio, hair studio, ' +
      'beauty studio, lash studio',
    2:
      'photography, photographer, photoshoot, photo shoot, recording, music production, music producer, ' +
      'sound engineer, film production, video production, videographer, animation, game development, ' +
      'game developer, design, graphic design, web design, interior design, artist, art, pottery, ceramics, ' +
      'tattoo, tattoo artist, boutique fitness, rehearsal space, tv production, content creation, ' +
      'content creator, fashion design, jewelry design, jewellery design, motion graphics, visual effects, vfx, ' +
      'illustration, illustrator, voiceover, voice over, dubbing, post-production, video editing, green screen, ' +
      'creative agency, design agency, production company, bedsit, efficiency apartment, interior designer, ' +
      'graphic designer, web designer, real estate',
    1:
      'radio, television, youtube, creator, photobooth, event venue, coworking, workspace, craft, makerspace, ' +
      'glassblowing, candle making, app development, software development, indie game, gallery, exhibition, ' +
      'theatre, theater, actor, acting, drama, modeling, modelling, wedding photography, headshot, camera, ' +
      'microphone, singer, vocalist, songwriter, beat maker, dj, loft, rental, architect, karaoke, photo booth, ' +
      'portrait, producer, podcast, podcasting, audio, mixing, mastering, film, creative, branding, ' +
      'architecture, workshop, hair salon, beauty salon, nail salon, makeup artist, yoga, pilates, dance, ' +
      'barre, music, rehearsal, broadcast, broadcasting, artisan, painting, sculpture, printmaking, editing, ' +
      'photo editing, live stream, livestream, streaming, lighting, apartment',
  },
};
