import type { ConceptLexicon } from './types.js';

/** Concept lists of the tech and finance words (types.ts: grades 3/2/1, comma-separated terms). */
export const TECH_FINANCE_CONCEPTS: ConceptLexicon = {
  // ---------------------------------------------------------------- tech
  cloud: {
    3: 'cloud, cloud computing, cloud hosting, cloud storage, cloud service, cloud platform, public cloud, private cloud, hybrid cloud, multicloud, cloud backup, cloud security, cloud migration, cloud native',
    2: 'saas, software as a service, iaas, paas, hosting, web hosting, managed hosting, serverless, data center, data centre, online backup, file storage, online storage, file sharing, virtualization, virtualisation, vps, edge computing, cdn, content delivery, disaster recovery, email hosting, photo storage, cloud kitchen, ghost kitchen, dark kitchen, cloud gaming, cloud accounting, cloud engineer, cloud architect, cloud phone',
    1: 'server, file sync, devops, it infrastructure, virtual machine, kubernetes, computing, remote work, digital workspace, collaboration software, web app, managed it, it services, it support, aws, azure, sysadmin, voip, weather, weather forecast, weather station, meteorology, mattress, pillow, vape, vaping, e-cigarette',
  },
  data: {
    3: 'data, dataset, database, big data, data analytics, data analysis, data analyst, data science, data scientist, data engineering, data engineer, data management, data platform',
    2: 'analytics, statistics, statistician, business intelligence, data visualization, data visualisation, data warehouse, data lake, etl, data pipeline, sql, nosql, data storage, data center, data centre, data recovery, data privacy, data protection, gdpr, data security, data governance, data quality, data entry, data migration, data integration, data mining, predictive analytics, data broker, open data, data journalism, web scraping, web analytics, marketing analytics, customer data, data labeling, data labelling, data annotation, data plan, mobile data, data room, dataops, training data, synthetic data',
    1: 'machine learning, ai, artificial intelligence, dashboard, reporting, metrics, kpi, market research, survey, survey software, polling, spreadsheet, crm, forecasting, algorithm, census, telemetry, quantitative research, record keeping, geospatial, gis, mlops, iot, digital transformation, health records, genomics, bioinformatics, esim, sim card, business analyst, hard drive',
  },
  byte: {
    3: 'byte, kilobyte, megabyte, gigabyte, terabyte',
    2: 'computer repair, pc repair, laptop repair, tech news, tech review, retro computing, 8-bit, bytecode, byte-size',
    1: 'it support, programming, coding, software development, web development, app development, kids coding, coding bootcamp, tech education, computer science, computing, data, data storage, data recovery, gadget, electronics, hacker, geek, nerd, retro gaming, chiptune, bite-size, microlearning, bit, binary, pc building, custom pc, gaming pc, tech tips, it consulting, hard drive, ssd, usb, digital literacy',
  },
  code: {
    3: 'code, coding, coder, programming, programmer, software development, software developer, source code, software engineering, software engineer, codebase',
    2: 'dev, software, web development, web developer, app development, app developer, mobile app development, full stack, backend, frontend, open source, git, github, version control, javascript, typescript, python, golang, coding bootcamp, learn to code, kids coding, coding for kids, computer science, hackathon, code review, debugging, ide, compiler, low code, no code, html, css, secret code, codebreaking, qr code, promo code, coupon code, discount code, voucher code, morse code, coding interview, coding tutor, ai coding assistant, cheat code',
    1: 'game development, game developer, hacker, algorithm, scripting, api, sdk, devops, stem, stem education, tech education, cipher, cryptography, encryption, barcode, coupon, code of conduct, dress code, building code, bug tracking, software testing, smart contract, web design, website builder, machine learning, data science, cybersecurity, cryptogram, zip code, postal code, genetic code, qa',
  },
  stack: {
    3: 'stack, tech stack, technology stack, software stack, full stack, full stack developer',
    2: 'developer tools, stacking, stackable, pancake stack, stack of pancakes, supplement stack, nootropic stack, stacking sats, fintech stack',
    1: 'software development, web development, programming, coding, devops, saas, backend, frontend, martech, marketing technology, middleware, developer community, stacked, pancake, pancake house, burger, shelving, modular, pallet, poker chip, firewood, stone stacking, cairn, stacking rings, q&a, supplement, nootropic, haystack, smokestack, skill stack, bookshelf',
  },
  pixel: {
    3: 'pixel, pixel art, pixel artist, pixelated',
    2: 'digital art, digital artist, digital painting, graphic design, graphic designer, photo editing, image editing, retouching, retro gaming, 8-bit, indie game, game art, sprite, sprite art, tracking pixel, web design, web designer, ui, ux, ui design, ux design, icon design, led screen, led wall, led display, voxel, voxel art, pixel perfect',
    1: 'photography, photographer, imaging, video game, game development, game developer, user interface, animation, animator, illustration, illustrator, ad tracking, ad tech, adtech, visual effects, vfx, video editing, photo booth, digital camera, camera, rendering, 3d rendering, digital signage, screen repair, smartphone, phone repair, emoji, nft, crypto art, mosaic, cross stitch, perler bead, photo printing, photo lab, photo restoration, arcade, stock photo, webcam',
  },
  logic: {
    3: 'logic, logical, logician, formal logic, logic puzzle',
    2: 'reasoning, critical thinking, logical thinking, logic gate, boolean, logic programming, syllogism, deduction, deductive reasoning, rules engine, business logic, brain teaser, analytical thinking, problem solving, rationality',
    1: 'philosophy, philosopher, inference, puzzle, puzzle game, brain training, brain game, riddle, sudoku, math, mathematics, algorithm, computer science, fpga, decision making, decision support, debate, argument, argumentation, rational, common sense, chip design, rhetoric, chess, math tutoring, logistics, iq, iq test, test prep, lsat, maths olympiad, fact checking, detective',
  },
  quantum: {
    3: 'quantum, quantum computing, quantum computer, quantum physics, quantum mechanics, quantum technology, qubit',
    2: 'quantum leap, quantum cryptography, post-quantum, post-quantum cryptography, quantum encryption, quantum sensing, quantum software, quantum dot, quantum safe, quantum chemistry, quantum research, quantum algorithm',
    1: 'physics, physicist, particle physics, subatomic, deep tech, supercomputer, supercomputing, hpc, nanotechnology, nanotech, nanoscience, photonics, materials science, semiconductor, energy healing, algorithmic trading, quant, quant fund, quantitative finance, teleportation, multiverse, physics tutoring, quantum healing',
  },
  cyber: {
    3: 'cyber, cybersecurity, cyber security, cyberspace, infosec, information security, cyber defense, cyber defence',
    2: 'cyber insurance, cyberattack, cybercrime, cyber warfare, cyber threat, cyber range, cyber law, cyber monday, cyber cafe, cyberpunk, cybernetics, network security, it security, cloud security, hacking, ethical hacking, penetration testing, pen testing, pentest, red team, bug bounty, firewall, antivirus, malware, ransomware, threat intelligence, threat detection, security operations, siem, incident response, digital forensics, data breach, zero trust, phishing, vulnerability scanning, endpoint security, managed security, mssp, osint, ddos protection, dark web, dark web monitoring',
    1: 'cyborg, hacker, encryption, cryptography, online privacy, vpn, identity theft, identity management, online safety, digital safety, security awareness, security training, security audit, capture the flag, ctf, authentication, mfa, two-factor authentication, data protection, cyberbullying, internet cafe, password manager, fraud prevention, bot protection, cybergoth, soc 2',
  },
  node: {
    3: 'node, nodejs, node.js, network node, graph node',
    2: 'blockchain node, validator node, crypto node, full node, node operator, rpc node, node hosting, masternode',
    1: 'javascript, typescript, npm, backend, server side, validator, blockchain, mesh network, graph database, knowledge graph, graph analytics, distributed systems, peer to peer, p2p, computer networking, edge computing, vertex, lightning network, staking, mind map',
  },
  grid: {
    3: 'grid, power grid, electric grid, electrical grid, smart grid, national grid, energy grid, grid operator, grid storage, grid modernization, grid system',
    2: 'microgrid, off grid, off grid living, grid computing, grid layout, data grid, graph paper, grid paper, dot grid, grid notebook, photo grid, instagram grid, starting grid',
    1: 'electricity, electric utility, power utility, renewable energy, renewables, clean energy, green energy, cleantech, solar power, solar energy, wind power, wind energy, energy storage, battery storage, power line, substation, ev charging, energy management, demand response, power outage, backup power, home battery, design system, crossword, homestead, homesteading, css, sudoku, bullet journal, motorsport, formula 1, gridiron, word puzzle, tic tac toe, spreadsheet',
  },
  signal: {
    3: 'signal, signaling, signalling, signal processing, signal booster, cell signal',
    2: 'encrypted messaging, secure messaging, trading signal, stock alert, traffic signal, railway signal, dsp, semaphore, buying signal, wifi extender',
    1: 'telecommunications, telecom, wireless, radio, ham radio, antenna, cell tower, mobile network, cellular, 5g, broadband, wifi, messaging, alert, alerting, notification, observability, traffic light, beacon, radar, sonar, market intelligence, intent data, wireless carrier, network monitoring, telegraph, forex, stock picks, audio engineering, morse code, lead generation, trend forecasting, smoke signal, bat signal, broadcast, broadcasting, cell phone, internet provider, isp, traffic engineering',
  },
  vector: {
    3: 'vector, vector graphics, vector art, vector illustration, vector image, vector math, vector database, vector search, vector calculus',
    2: 'svg, svg cut file, cut file, vector tile, vector field, linear algebra, embedding, embeddings, semantic search, similarity search, retrieval augmented generation, viral vector, disease vector, vector control, attack vector',
    1: 'graphic design, graphic designer, logo design, illustration, illustrator, clipart, clip art, icon design, vinyl cutting, vinyl decal, decal, sign making, cricut, laser cut file, cnc, laser cutting, motion graphics, geometry, trajectory, velocity, physics, gene therapy, epidemiology, ai search, recommendation engine, navigation, gis',
  },
  sync: {
    3: 'sync, synchronization, synchronisation, synchronize, synchronise, file sync, data sync, calendar sync, contact sync, device sync, phone sync, audio sync, subtitle sync, offline sync, in sync',
    2: 'lip sync, sync licensing, music licensing, synchronized swimming, synchrony, cycle syncing',
    1: 'cloud storage, file sharing, real-time collaboration, calendar, scheduling, meeting scheduler, data integration, replication, version control, workflow automation, team communication, team alignment, music supervision, music supervisor, timecode, menstrual cycle, subtitle, captioning, synchronicity, contact management, fitness tracker, smart home',
  },
  neural: {
    3: 'neural, neural network, neural net, neural interface, neural engineering, neural search, neural rendering',
    2: 'neuron, ai, artificial intelligence, machine learning, deep learning, llm, large language model, generative ai, gen ai, ai research, ai model, neuroscience, neuroscientist, brain computer interface, bci, neurotech, neurotechnology, neurofeedback, neuromorphic, neuromorphic computing',
    1: 'chatbot, computer vision, nlp, natural language processing, ai agent, ai art, ai image generation, ai voice, neurology, neurologist, neurosurgery, neurosurgeon, cognitive science, cognition, brain health, brain training, cognitive training, brain scan, neuropsychology, nervous system, synapse, eeg, neuroplasticity, neurorehabilitation, neuro rehab, neurotherapy, neurodiversity, nootropic',
  },
  robot: {
    3: 'robot, robotics, robotic, robotics engineer, roboticist, automaton, humanoid robot, industrial robot',
    2: 'bot, humanoid, cobot, robot vacuum, cleaning robot, robotic mower, delivery robot, robotic surgery, robot toy, robotics kit, robotics competition, robot arm, robotic arm, robot chef, robot barista, robotic kitchen, robotic pool cleaner, space robotics, automation, industrial automation, warehouse automation, rpa, robotic process automation, mechatronics, chatbot, trading bot, robo advisor, discord bot, telegram bot',
    1: 'android, ai, artificial intelligence, ai agent, ai assistant, drone, autonomous, self-driving, autonomous vehicle, stem education, educational toy, arduino, raspberry pi, cyborg, exoskeleton, automated investing, algorithmic trading, kids coding, maker space, tin toy, assembly line, pick and place, unmanned, vacuum cleaner, pool cleaner, customer service automation',
  },
  chip: {
    3: 'chip, microchip, semiconductor, integrated circuit, microprocessor, chipmaker, chip design, potato chip, chip shop',
    2: 'cpu, gpu, circuit board, pcb, fpga, asic, ai chip, chip packaging, semiconductor equipment, pet microchip, pet microchipping, microchip implant, crisps, tortilla chip, kettle chip, veggie chip, plantain chip, fish and chips, chippy, poker chip, chocolate chip, chocolate chip cookie, wood chip, woodchip, wood chipper, chipper, chip repair, chip and pin',
    1: 'silicon, electronics, computer hardware, embedded systems, foundry, transistor, ai hardware, eda, electronic design automation, rfid, nfc, smart card, sim card, snack, snack food, fries, french fries, nacho, tortilla, poker, mulch, tree service, arborist, blue chip, windshield repair, windscreen repair, auto glass, paint chip, crypto mining, mining rig, gpu cloud, card payment',
  },
  bit: {
    3: 'bit, binary digit',
    2: 'binary, binary code, bitcoin, btc, bitcoin mining, bitcoin atm, bitcoin wallet, satoshi, sats, crypto, cryptocurrency, byte, 8-bit, 16-bit, chiptune, bitmap, bit rate, bit-size, drill bit, router bit, screwdriver bit, horse bit',
    1: 'crypto exchange, crypto wallet, blockchain, lightning network, retro gaming, retro computing, pixel art, bite-size, microlearning, comedy bit, equestrian, saddlery, bridle, power tool, qubit, logic gate, url shortener, link shortener',
  },
  matrix: {
    3: 'matrix, matrices, matrix math, matrix multiplication',
    2: 'linear algebra, led matrix, dot matrix, dot matrix printer, decision matrix, risk matrix, eisenhower matrix, matrix organization, matrix management, matrix protocol, matrix chat, extracellular matrix, skills matrix, competency matrix, raci matrix, traceability matrix',
    1: 'tensor, virtual reality, metaverse, virtual world, cyberpunk, raci, comparison table, prioritization, prioritisation, led panel, tissue engineering, bioprinting, swot, spreadsheet, destiny matrix',
  },
  api: {
    3: 'api, rest api, restful api, application programming interface, web api, api development, api design, api gateway, api management, openapi, open api, api integration, api documentation, api testing, api security, api key, api marketplace, api monitoring, data api, weather api, maps api, sms api, email api, unified api, payment api, ai api',
    2: 'graphql, developer tools, developer portal, sdk, webhook, microservice, microservices, swagger, web service, rate limiting, grpc, ipaas',
    1: 'integrations, backend, back end, software development, programming, saas, data integration, json, http, web development, middleware, connector, interoperability, open banking, data feed, headless commerce, headless cms, oauth, embedded finance, baas, banking as a service, payment gateway, plugin, app development, technical writing, cms, software engineering, programmer, no code, low code, zapier, workflow automation, programmable',
  },
  // ---------------------------------------------------------------- finance
  pay: {
    3: 'pay, payment, paying, payer, payment processing, payment processor, payment gateway, payment provider, mobile payment, online payment, digital payment',
    2: 'checkout, online checkout, payroll, payroll software, payroll service, salary, wage, paycheck, paycheque, payslip, pay stub, payday, billing, bill payment, bill pay, invoice payment, money transfer, send money, remittance, wire transfer, bank transfer, p2p payment, card payment, point of sale, card reader, payment terminal, card terminal, merchant services, merchant account, contactless, tap to pay, qr payment, digital wallet, e-wallet, mobile wallet, mobile money, buy now pay later, bnpl, pay later, payment plan, payment link, split bill, subscription billing, recurring billing, crypto payment, accounts payable, rent payment, tax payment, parking payment, toll payment, payout, pay per view, pay as you go, salary advance, earned wage access, paywall, cross-border payment, international payment, fx payment, pay transparency, pay equity, pay gap',
    1: 'invoice, invoicing, credit card, debit card, fintech, installment, instalment, donation, tipping, tip jar, money, expense management, reimbursement, accounts receivable, compensation, earnings, escrow, refund, cashback, ewa, upi, ach, sepa, stablecoin, gig economy, e-commerce, utility bill, crowdfunding, ppc, vending machine, merchant, parking app, pay tv, pay per click',
  },
  coin: {
    3: 'coin, coinage, numismatics, numismatic, numismatist, coin collecting, coin collector, coin dealer, altcoin, memecoin, meme coin, stablecoin, crypto coin, bullion coin, gold coin, silver coin, commemorative coin, challenge coin, cryptocurrency, crypto',
    2: 'token, bitcoin, ethereum, blockchain, crypto exchange, crypto wallet, crypto trading, crypto mining, crypto news, crypto airdrop, token sale, ico, reward token, minting, currency, piggy bank, coin purse, coin counting, coin laundry, coin-op, bullion, in-game currency, game currency, coin grading, coin appraisal, coin auction, doubloon, coin flip, coin jewelry',
    1: 'defi, web3, nft, mint, airdrop, play to earn, money, pocket money, allowance, kids money, savings, laundromat, arcade, vending machine, precious metal, treasure, pirate treasure, collectible, medal, medallion, penny, loyalty points, slot machine, wishing well, stamp collecting, pawnshop, metal detecting',
  },
  capital: {
    3: 'capital, venture capital, vc, capital markets, working capital, growth capital, capital raising, seed capital, risk capital, investment capital, capital management, capital allocation, private capital',
    2: 'investment, investing, investor, investment fund, venture fund, funding, startup funding, seed funding, angel investor, angel investing, private equity, growth equity, asset management, investment management, investment bank, investment banking, corporate finance, m&a, mergers and acquisitions, financing, business financing, debt financing, debt capital, private credit, revenue based financing, finance, hedge fund, family office, capital gains, capex, capital expenditure, capital campaign, capital planning, capitalist',
    1: 'wealth, wealth management, lending, business loan, real estate investment, crowdfunding, fundraising, equity, securities, brokerage, financial advisor, financial adviser, treasury, banking, merchant cash advance, capital city, capital letter, economics, fintech, startup accelerator, incubator, venture studio, sba loan, syndicate, human capital, social capital',
  },
  fund: {
    3: 'fund, funding, investment fund, mutual fund, hedge fund, index fund, venture fund, fund management, fund manager, etf, exchange traded fund, pension fund, trust fund, fundraising, fund raising, fundraiser, fund of funds, sovereign wealth fund, super fund, donor advised fund, fund administration, fund accounting',
    2: 'investment, investing, investor, capital, venture capital, private equity, asset management, wealth management, retirement savings, pension, endowment, grant, grant making, grantmaking, grant writing, grant writer, philanthropy, donation, charity, donor, crowdfunding, emergency fund, college fund, education savings, 529 plan, rainy day fund, sinking fund, nest egg, financing, startup funding, seed funding, business funding, funding round, seed round, capital raising, relief fund, community fund, crypto fund, impact investing, superannuation, fundraising event, matching gift, daf',
    1: 'savings, retirement, 401k, ira, isa, scholarship, finance, robo advisor, sponsorship, microfinance, giving, nonprofit, financial advisor, financial adviser, disaster relief, esg, climate finance, tip jar, mutual aid, savings jar, charity auction',
  },
  ledger: {
    3: 'ledger, general ledger, accounting, bookkeeping, bookkeeper, bookkeeping service, account book, ledger book, distributed ledger, distributed ledger technology, dlt',
    2: 'accountant, accounting software, bookkeeping software, small business accounting, cpa, chartered accountant, financial audit, tax preparation, tax return, tax filing, expense tracking, financial records, record keeping, reconciliation, bank reconciliation, balance sheet, profit and loss, financial statement, financial reporting, accounts receivable, accounts payable, double entry, chart of accounts, trial balance, month-end close, audit trail, blockchain, hardware wallet, cryptocurrency, crypto',
    1: 'auditor, auditing, invoicing, invoice, budget, budgeting, finance, erp, crypto wallet, logbook, fintech, cash flow, billing, spend management, bitcoin, web3, smart contract, inventory, spreadsheet, traceability, provenance, tax advisor, cfo, treasury, vat, sales tax, quickbooks, payroll',
  },
  vault: {
    3: 'vault, strongroom, safe deposit, safe deposit box, bank vault, secure vault, digital vault, home safe, fireproof safe, wall safe, floor safe, seed vault',
    2: 'savings, gun safe, password manager, secrets management, credential management, key management, secure storage, encrypted storage, document storage, crypto wallet, hardware wallet, cold storage, crypto custody, digital asset custody, self storage, gold storage, valuables, safekeeping, wine cellar, wine storage, pole vault, pole vaulting, vaulting, equestrian vaulting',
    1: 'banking, insurance, crypto, cryptocurrency, custody, archive, archiving, data backup, encryption, file storage, cloud storage, photo storage, photo archive, family archive, bullion, precious metal, treasure, bunker, locksmith, gymnastics, cellar, crypt, collectible, memorabilia, heirloom, identity protection, digital legacy, estate planning, estate documents, cybersecurity, wealth, nest egg, music catalog, storage unit, api key management, evidence storage, time capsule, memory box, seed bank, vaulted ceiling',
  },
  wealth: {
    3: 'wealth, wealth management, wealth manager, wealth advisor, wealth adviser, wealth advisory, wealth planning, wealth building, wealth creation, private wealth, generational wealth, wealth transfer, wealth tax, wealth coach, riches',
    2: 'prosperity, affluence, investing, investment, financial planning, financial planner, financial advisor, financial adviser, private banking, private bank, family office, multi-family office, asset management, portfolio management, retirement planning, estate planning, legacy planning, high net worth, ultra high net worth, hnwi, personal finance, financial freedom, financial independence, passive income, millionaire, wealthtech, robo advisor, money coaching, financial coaching, financial education',
    1: 'investor, retirement, retirement income, inheritance, rich, rich life, money, finance, savings, real estate investment, property investment, dividend, compound interest, abundance, billionaire, tax planning, fiduciary, financial literacy, financial wellness, money mindset, life insurance, philanthropy, manifestation, law of attraction, opulence, luxury real estate',
  },
  credit: {
    3: 'credit, credit score, credit report, credit rating, credit card, credit union, creditor, credit repair, credit check, credit bureau, credit monitoring, credit building, credit builder, credit line, line of credit, microcredit, credit risk, consumer credit, credit dispute, credit limit, credit analysis, credit analyst, credit fund, private credit, credit scoring, credit counseling, credit counselling',
    2: 'trade credit, credit card rewards, credit insurance, carbon credit, tax credit, letter of credit, store credit, store card, charge card, creditworthiness, fico, loan, lending, lender, microfinance, bnpl, buy now pay later, underwriting',
    1: 'borrowing, borrower, mortgage, debt, debt consolidation, debt collection, debt management, debt relief, personal loan, business loan, payday loan, financing, finance, fintech, carbon offset, movie credits, course credit, kudos, attribution, cashback, personal finance, identity theft, trade finance',
  },
  trade: {
    3: 'trade, trading, trader, international trade, global trade, foreign trade, import export, importer, exporter, day trading, day trader, stock trading, swing trading, trade finance, currency trading, crypto trading, commodity trading, options trading, trading bot, algorithmic trading, trading signal, trading journal, trading education, prop trading, proprietary trading, copy trading, social trading, paper trading, trade compliance',
    2: 'commerce, import, export, stock exchange, stock market, forex, crypto exchange, commodity, commodities, futures, brokerage, stockbroker, prop firm, market maker, wholesale, wholesaler, customs, customs broker, customs clearance, tariff, tariff consulting, incoterms, barter, tradesman, tradesperson, tradie, trade union, fair trade, trade school, trade association, trade show booth, trade route, trade secret, trade policy, trade publication, trade magazine, trading card, trading post, trade-in, trade show, trade fair, skilled trade',
    1: 'fx, investing, cryptocurrency, crypto, marketplace, distributor, supply chain, logistics, freight, freight forwarding, sourcing, procurement, b2b, merchant, resale, reselling, secondhand, used goods, swap meet, flea market, sports card, vocational training, apprenticeship, contractor, handyman, craftsman, labor union, labour union, export credit, economics, negotiation, shipping container, cargo, sanctions, e-commerce, expo',
  },
  asset: {
    3: 'asset, asset management, asset manager, digital asset, asset tracking, asset finance, asset allocation, digital asset management, it asset management, asset protection, asset register, fixed asset, asset inventory, real world asset, financial asset, crypto asset, tokenized asset, asset-based lending, alternative assets, asset recovery, asset disposal, it asset disposition, asset library, digital asset library, asset tag',
    2: 'rwa, portfolio management, wealth management, fund management, real estate investment, securities, tokenization, tokenisation, media library, creative assets, design assets, game assets, fleet management, equipment tracking, inventory management, maintenance management, cmms, equipment finance, collectibles investing, private markets, itad',
    1: 'investment, investing, investor, wealth, wealth building, real estate, valuation, appraisal, appraiser, liquidation, leasing, custody, depreciation, property management, facility management, nft, stock photo, stock footage, 3d model, icon library, estate planning, balance sheet, finance, cryptocurrency, crypto, gps tracker, rfid, valuables, heavy equipment, equipment rental',
  },
  mint: {
    3: 'mint, peppermint, spearmint, mint leaf, mint plant, minting, coin minting, nft minting, mint condition, breath mint',
    2: 'mint tea, peppermint tea, peppermint oil, menthol, mint julep, mint chocolate, mint ice cream, mint chip, mint sauce, mint lemonade, mint farm, minty, cool mint, mint green, mouthwash, fresh breath, mint stamp, royal mint, coin, cryptocurrency, crypto',
    1: 'herbal tea, herb, mojito, cocktail, lemonade, sweets, confectionery, chewing gum, toothpaste, oral care, dental, dentist, aromatherapy, herb garden, eucalyptus, lip balm, air freshener, tzatziki, moroccan tea, sage green, nft, token, currency, money printing, numismatics, coin collecting, stamp collecting, brand new, like new, refurbished, refurb, vintage, resale, collectible, trading card, sports card, comic book',
  },
  equity: {
    3: 'equity, private equity, equity investment, equity fund, equity crowdfunding, equity research, equity analyst, equity compensation, equity partner, home equity, home equity loan, growth equity, public equity, equity capital markets, equity management, startup equity, employee equity, equity release, shared equity, sweat equity',
    2: 'cap table, cap table management, venture capital, shareholder, stock option, employee stock, esop, vesting, 409a valuation, stock based compensation, heloc, buyout, dei, diversity equity and inclusion, brand equity, pay equity, health equity, educational equity',
    1: 'ownership, investing, investment, investor, hedge fund, asset management, stock market, stock exchange, brokerage, ipo, valuation, wealth management, dividend, securities, m&a, real estate investment, impact investing, founder, fairness, equality, equal opportunity, diversity, inclusion, social justice, racial justice, gender equality, anti-racism, affirmative action, trust law, equity law',
  },
  loan: {
    3: 'loan, lend, lending, lender, personal loan, business loan, small business loan, sba loan, home loan, student loan, car loan, auto loan, payday loan, installment loan, title loan, gold loan, bridging loan, bridge loan, credit builder loan, microloan, loan broker, loan officer, loan servicing, loan origination',
    2: 'borrowing, borrower, mortgage, mortgage broker, mortgage lender, refinance, refinancing, line of credit, financing, debt consolidation, microfinance, microcredit, peer to peer lending, p2p lending, crowdlending, cash advance, equipment finance, invoice financing, bridge financing, education financing, hard money, auto finance, car finance, repayment, lending library',
    1: 'credit, finance, debt, credit union, fintech, bnpl, buy now pay later, pawnshop, pawnbroker, invoice factoring, factoring, underwriting, interest rate, apr, student debt, merchant cash advance, credit score, credit repair, personal finance, funding, tool library, loaner car, loan shark, farm finance',
  },
  budget: {
    3: 'budget, budgeting, budget planner, budget planning, spending plan, personal budget, household budget, family budget, budget tracker, budget template, budget spreadsheet, budget binder, zero-based budgeting, envelope budgeting, low budget, budget friendly, project budgeting, participatory budgeting',
    2: 'personal finance, money management, expense tracking, expense tracker, bill tracker, saving money, money saving, frugal, frugality, frugal living, cheap, low cost, budget travel, budget hotel, budget airline, low cost airline, cheap flights, cheap eats, budget cooking, budget meal, debt free, debt payoff, cost control, cost management, cost saving, cost cutting, spend management, fp&a, family finance, sinking fund, government budget, budget wedding',
    1: 'savings, affordable, inexpensive, economical, no frills, value for money, discount, bargain, coupon, thrift, thrift store, dollar store, discount store, discount travel, backpacking, hostel, motel, car rental, financial planning, financial coaching, financial forecast, cash flow, cost estimation, cost estimating, public finance, government spending, allowance, kids money, meal planning, bill reminder, subscription tracker, price comparison, quantity surveyor',
  },
  invest: {
    3: 'invest, investing, investment, investor, investment advice, investment management, investment research, investment promotion, angel investing, startup investing, real estate investment, real estate investing, property investment, dividend investing, value investing, crypto investing, gold investment, impact investing, sustainable investing, investor relations, micro investing, foreign direct investment',
    2: 'investment property, investment banking, stock market, stock trading, stock research, stock analysis, stock picks, mutual fund, index fund, etf, portfolio management, asset management, asset allocation, wealth management, wealth building, financial advisor, financial adviser, financial planning, financial planner, robo advisor, brokerage, stockbroker, venture capital, angel investor, business angel, private equity, equity crowdfunding, dividend, passive income, financial education, hedge fund, family office, compound interest, fractional shares, buy to let, reit, fdi',
    1: 'wealth, trading, day trading, crowdfunding, retirement planning, pension, 401k, ira, isa, savings, finance, personal finance, financial literacy, esg, financial independence, early retirement, fire movement, crypto, bitcoin, precious metal, fintech, m&a, real estate, rental property',
  },
};
