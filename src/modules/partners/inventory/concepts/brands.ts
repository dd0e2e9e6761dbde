/**
 * Well-known products a founder's pitch names ("Uber for ambulances", "the Airbnb of back-garden camping", "Klarna for
 * dentists"): the product, as typed in lower case (several words joined by spaces), → what it is, in plain words the
 * search reads like any ask (analogy.ts). Public facts about public products; the plain words are the ones the concept
 * lists and the dictionary know (ride hailing, holiday rental, buy now pay later).
 */
export const PRODUCT_ANALOGIES: Readonly<Record<string, string>> = {
  // Getting around and travel
  uber: 'ride hailing taxi', lyft: 'ride hailing taxi', grab: 'ride hailing taxi', ola: 'ride hailing taxi',
  blablacar: 'car sharing trips', turo: 'car rental', zipcar: 'car sharing', getaround: 'car sharing', lime: 'scooter rental',
  citymapper: 'transit route planner', waze: 'route navigation', 'google maps': 'maps route navigation', komoot: 'hiking route planner',
  alltrails: 'hiking trail guide', strava: 'running cycling activity tracking', airbnb: 'holiday rental', vrbo: 'holiday rental',
  couchsurfing: 'travel homestay', 'booking com': 'hotel booking', expedia: 'travel booking',
  tripadvisor: 'travel reviews', skyscanner: 'flight search', kayak: 'flight search', hopper: 'flight deals', hipcamp: 'campsite booking',
  // Food and drink
  'uber eats': 'food delivery', deliveroo: 'food delivery', doordash: 'food delivery', grubhub: 'food delivery',
  instacart: 'grocery delivery', ocado: 'grocery delivery', gopuff: 'grocery delivery', hellofresh: 'meal kit', 'blue apron': 'meal kit',
  opentable: 'restaurant booking', resy: 'restaurant booking', 'too good to go': 'surplus food', olio: 'food sharing', yelp: 'local reviews',
  vivino: 'wine ratings', untappd: 'beer ratings', starbucks: 'coffee shop', nespresso: 'coffee capsules',
  // Money
  klarna: 'buy now pay later', afterpay: 'buy now pay later', affirm: 'buy now pay later', paypal: 'online payments',
  stripe: 'online payments', square: 'card payments', venmo: 'payments between friends', 'cash app': 'payments between friends',
  revolut: 'online banking', monzo: 'online banking', chime: 'online banking', transferwise: 'money transfer',
  remitly: 'money transfer', robinhood: 'stock trading investing', etoro: 'stock trading investing', acorns: 'micro investing savings',
  coinbase: 'crypto exchange', binance: 'crypto exchange', ynab: 'budgeting', quickbooks: 'accounting bookkeeping',
  xero: 'accounting bookkeeping', gusto: 'payroll', brex: 'business credit card', ramp: 'business credit card', carta: 'equity management',
  kickstarter: 'crowdfunding', indiegogo: 'crowdfunding', gofundme: 'crowdfunding fundraising', patreon: 'creator memberships funding',
  bloomberg: 'market data trading', lemonade: 'insurance', zillow: 'property listings real estate', rightmove: 'property listings real estate',
  zoopla: 'property listings real estate', redfin: 'property listings real estate', opendoor: 'home buying selling',
  // Health and fitness
  fitbit: 'fitness tracker', whoop: 'fitness tracker', garmin: 'fitness tracker gps', peloton: 'home fitness', myfitnesspal: 'calorie tracking',
  headspace: 'meditation app', noom: 'weight loss', zocdoc: 'doctor booking', 'one medical': 'doctor clinic',
  babylon: 'online doctor', teladoc: 'online doctor', betterhelp: 'online therapy', talkspace: 'online therapy', hims: 'men health',
  flo: 'period tracking', clue: 'period tracking', oura: 'sleep tracking ring', classpass: 'fitness classes', '23andme': 'dna testing',
  // Home, family and local
  nextdoor: 'neighbourhood network', taskrabbit: 'odd jobs handyman', thumbtack: 'local services', angi: 'home services',
  checkatrade: 'tradesmen directory', rover: 'pet sitting dog walking', wag: 'dog walking',
  ikea: 'furniture', wayfair: 'furniture', houzz: 'home design', ring: 'video doorbell', sonos: 'home audio',
  roomba: 'robot vacuum', 'marie kondo': 'home tidying', 'the knot': 'wedding planning', zola: 'wedding planning',
  // Shopping and selling
  etsy: 'handmade marketplace', ebay: 'online auctions marketplace', amazon: 'online shopping', craigslist: 'classified ads',
  gumtree: 'classified ads', vinted: 'secondhand clothes', depop: 'secondhand clothes', poshmark: 'secondhand clothes',
  thredup: 'secondhand clothes', 'the realreal': 'designer resale', stockx: 'sneaker resale', shopify: 'online store builder',
  groupon: 'local deals', 'rent the runway': 'dress rental', warby: 'glasses', 'warby parker': 'glasses',
  glossier: 'skincare beauty', sephora: 'beauty cosmetics', 'dollar shave club': 'razor subscription', chewy: 'pet supplies',
  barkbox: 'dog treats subscription', 'product hunt': 'startup launches', 'app store': 'apps marketplace',
  // Work and learning
  linkedin: 'career network', indeed: 'job board', glassdoor: 'company reviews jobs', upwork: 'freelance marketplace',
  fiverr: 'freelance marketplace', toptal: 'freelance developers', slack: 'team chat', discord: 'community chat', zoom: 'video calls',
  teams: 'video calls', notion: 'notes workspace', evernote: 'notes', trello: 'task boards', asana: 'project management',
  jira: 'issue tracking', airtable: 'spreadsheet database', calendly: 'meeting scheduling', docusign: 'e signatures',
  dropbox: 'cloud storage', 'google drive': 'cloud storage', wetransfer: 'file sharing', canva: 'graphic design',
  figma: 'design collaboration', grammarly: 'writing assistant', zapier: 'workflow automation', salesforce: 'sales crm',
  hubspot: 'marketing crm', mailchimp: 'email marketing', squarespace: 'website builder', wix: 'website builder',
  wordpress: 'website builder blog', substack: 'paid newsletter', duolingo: 'language learning',
  coursera: 'online courses', udemy: 'online courses', masterclass: 'online classes', 'khan academy': 'online tutoring',
  chegg: 'homework help', quizlet: 'flashcards study', github: 'code hosting', gitlab: 'code hosting', stackoverflow: 'programming questions',
  'stack overflow': 'programming questions', vercel: 'web hosting', heroku: 'app hosting', twilio: 'messaging api', okta: 'login security',
  datadog: 'monitoring', pagerduty: 'incident alerts', chatgpt: 'ai assistant', openai: 'ai models', copilot: 'ai coding assistant',
  // Media and social
  spotify: 'music streaming', soundcloud: 'music streaming', bandcamp: 'music sales', shazam: 'song recognition', audible: 'audiobooks',
  kindle: 'ebooks', goodreads: 'book reviews', netflix: 'video streaming', youtube: 'video sharing', twitch: 'live streaming',
  tiktok: 'short videos', instagram: 'photo sharing', pinterest: 'inspiration boards', flickr: 'photo sharing', snapchat: 'photo messaging',
  whatsapp: 'messaging', telegram: 'messaging', facebook: 'social network', twitter: 'social network', reddit: 'forum discussion',
  quora: 'questions answers', wikipedia: 'encyclopedia', imdb: 'film database', letterboxd: 'film reviews',
  tinder: 'dating app', bumble: 'dating app', hinge: 'dating app', meetup: 'local groups events', eventbrite: 'event tickets',
  ticketmaster: 'event tickets', 'google': 'search engine', 'google docs': 'document collaboration', 'google photos': 'photo storage',
  'apple pay': 'mobile payments', 'apple music': 'music streaming', 'apple watch': 'smartwatch', tesla: 'electric cars',
};
