/**
 * Types of Nameport interface B (the signed partner API), generated from GET /api/partner/v1/openapi.json by
 * sdk/js/scripts/generate-types.ts (openapi-typescript). Do not edit: run `npm run sdk:generate` after changing a
 * partner route's schema; test/sdk-partner-js.test.ts fails when this file no longer matches the server's document.
 */
/* eslint-disable */
export interface paths {
    "/api/partner/v1/domains/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search listed inventory
         * @description Semantic and keyword search over the listed domains of the credential's environment, reranked; at most 5 results, no bulk export. Write what the buyer wants in plain words ("coffee shop", "personal finance app"): misspellings are corrected (a word with two likely corrections is read both ways and the better-served reading answers), plurals and word forms match, "X for Y" asks for X ("speech therapy for kids" is a speech therapy ask, but "… but for baby bedding" a baby bedding ask; "a name for my bakery" a bakery ask; "a web shop for our olive oil gift boxes" an olive oil ask; where X alone finds little, X and Y are read together: "exam prep platform for nursing students" finds nurse names). Where no name serves every word ("pretzel lessons"), names serving all but one answer with lower scores, never without the most specific word ("ant control" finds nothing rather than names about control), words are matched as words of the name (never inside other words), and related words and topics count. An ask may be a sentence, as an agent writes it ("I'm launching a podcast about sailing around the world and need a domain for it"): the request around the subject is not matched, nor is the person an agent writes for ("the person I'm assisting", "a client of mine"), the size or form of the business ("a tiny bar", "a family-run funeral director") or what it is not ("for ordinary couples, not techies": also a consumer ask, so .com names lead), nor a brand pointed to ("…, think Rimowa"); a place ("a bakery in lisbon") is context, and a long ask is answered with names serving two of its words well. A naming brief of a few sentences works too: a clause saying who it is for ("The audience is couples who can sail a little", "Audience: home bakers", "The buyers are backend developers") is read as its audience, not its subject, as is an investor's "as end users" or "are my buyers". A brief of labelled sentences ("Client: a litigation funder. Sector: finance. Tone: sharp, confident. Competitor: Burford. Avoid: 'nomad'") is read field by field: the labels are not matched, the tone is the name's feel, a competitor is no word to match, and no name made of a word to avoid answers (so too a quoted word after a negation: "a name that doesn't say 'care' all over it"). An agent's introduction ("Coding agent here", "I'm an AI assistant helping …", "Relaying for a client:") is not matched; how long someone did something ("a nurse for 18 years") is no audience; and an audience ends with its sentence. A quoted word ("only the single word 'halo'") is the name asked for: the rest of the ask gives only constraints and intent; an ask for the word itself ("haven exact match any tld", "orbit only") puts the names that are the word first, on every extension. What the name should feel like ("a bold, smoky name for a charcoal chicken shop", "something earthy for a herbal tea") orders the names that serve the subject and never answers on its own. A pitch by analogy ("Uber for ambulances", "the Zillow of houseboats", "Klarna for dentists") is read as what the product named is (ride hailing, property listings, buy now pay later) together with what it is for. A question about what is in stock ("Do you have anything for a knitting club?", "Got any names for …?", "Which domain suits …") is read as its subject. Asks about the kind of name are read as constraints, not words to match: length ("short" is 6 letters or fewer, "max 8 letters", "under 7 characters", "five letters or fewer", "LLLL" or "CVCV" four letters, "5L" five; a number without a unit only when said of the name, "a name under 8": "netball for girls under 12" is an age; a budget such as "under $500" is no word to match and filters nothing: each result carries its price), tone ("luxury", "premium": plain words, no prefixes or suffixes; "playful", "fun": names with them), a TLD (".io", "dot com"; the `tld` parameter filters instead; one refused, "no .io stuff", or several, "no .io or .ai", are held back rather than favoured, refusing .ai/.io/.dev makes it a consumer ask, and so does "not fintech"; how plain the ending should be, "a normal .com", is no word to match). A venture said by a brand that did it first ("Siete did it for tortilla chips, we're doing it for pita chips") is the second thing; what a place is turned into ("turning the old net loft into a tea kiosk") is the venture; what a thing is for, when an activity ("GPU kernels for matrix multiplication"), is part of the subject. An ask written as a letter or spoken aloud reads the same: a salutation ("Dear support team,"), a sign-off and the name signing it ("Kind regards, Bernadette"), spoken fillers ("um", "I guess") and restarts ("we we post") are not matched; every ending named ("a dot dev or a dot io") leaves the subject, the first one being the one asked for; and money a group raises for its cause ("raising money for the school") is not what the group is. An ask written inside a company reads the same: the department asking ("Brand team wants …", "People Ops is rolling out …") and what the company calls the thing named ("the booking microsite", "the in-app feature", "our leisure vertical", "on the roadmap") are not matched, nor is how a brand sells ("direct-to-consumer", "D2C"). Goods printed for an audience ("mugs, tees and desk mats for bookkeepers") ask for names about the audience; a trader's opening ("Beekeeper near Hay-on-Wye, I sell jars at farmers markets …") names the trade the rest describes, so names serving only a detail rank lower; an age or a count ("I'm 16 and …", "a three-day festival", "loads of food trucks") is no word to match. A missing `q`, one shorter than 2 characters or longer than 500 is `invalid_query`.
         *
         *     Scope: `search`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["searchInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/domains/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One listed domain
         * @description Price, availability and metadata of one listed domain; `not_found` unless it is listed and for sale in this environment.
         *
         *     Scope: `search`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["getListedDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is a domain for sale here
         * @description Yes or no, with the price when yes. A name that is not listed is `available: false` (200), not an error. Read when asked, never cached: a name reserved by an order or sold is `available: false` at once, whichever instance took the order.
         *
         *     Scope: `search`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buy-now and floor price of a listed domain
         * @description `not_found` when the name is not listed in this environment.
         *
         *     Scope: `search`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a listed domain's price for 10 minutes
         * @description Returns a signed quote for the current buy-now price, usable by this credential only, until `expires_at` (10 minutes); then POST /orders with it answers `quote_expired`. A quote does not hold the domain: the first order wins it. `not_found` when the domain is not listed for sale in this environment; `conflict` (details.reason `reserved` or `sold`) when it is no longer available.
         *
         *     Scope: `buy`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your orders
         * @description Orders placed by any credential of your partner account in this environment, newest first, with cursor paging. A malformed filter or cursor is `validation_error`.
         *
         *     Scope: `buy` or `search`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Record a sale you collected payment for
         * @description You are the merchant of record: you collected the payment; Nameport holds the domain for your buyer and moves it to them (the order starts PAID, and `delivery` and the timeline follow the transfer). The answer is 201 with the order and a Location header. Errors: `validation_error` (a malformed body, or a quote_id that was altered or made up or belongs to another credential), `quote_expired` (the quote is 10 minutes old), `not_found` (not listed), `conflict` (details.reason `reserved` or `sold`: no longer available — another order holds it; `payment_ref_used`: that external_payment_ref already paid for an order, details.order_id), `price_mismatch` (the price sent is not the listing's or the quote's; details name both).
         *
         *     Scope: `buy`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/orders/{public_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your orders, with its timeline
         * @description `not_found` when there is no such order of your partner account in this environment (another partner's order included).
         *
         *     Scope: `buy` or `search`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the refund of an order before its transfer completed
         * @description For an order you collected payment for that has not reached TRANSFER_COMPLETED: the order moves to REFUND_REQUESTED, its transfer stops, and your commission on it is recorded for reversal; 201 with the refund. Asking again for the same order answers 200 with the same refund. `conflict` (details.reason names the rule, details.status the order's status) once the order reached TRANSFER_COMPLETED (`refund_after_transfer_completed`) or after it was cancelled (`order_final`); also `conflict` with details.reason `transfer_at_registrar` while the domain is at the registrar on its way to the buyer (TRANSFER_IN_PROGRESS, or TRANSFER_PENDING once the push was sent or the auth code emailed): the move cannot be called back, so the registrar's outcome decides — if the transfer fails (TRANSFER_FAILED) ask again, once it completes the order is not refundable. `not_found` for an order that is not yours.
         *
         *     Scope: `buy`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["requestRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook registration
         * @description The registration without its secret, with its status (a disabled endpoint says why). `not_found` before the first registration.
         *
         *     Scope: `webhook`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["getWebhook"];
        /**
         * Register or update the webhook endpoint
         * @description One endpoint per partner and environment. Without `secret` a new registration gets one (`whsec_` + base64 of 32 random bytes), shown once in this answer and stored only encrypted (if the answer is lost, send a PUT with a `secret` of your own: a rotation); an update without `secret` keeps the current one. A different `secret` rotates: the previous one keeps signing for 24 hours. `events` lists types or families (`order.*`); omitted or empty means every event. A disabled endpoint is enabled again and receives events from now on (GET /events replays the rest). URL rules: https, and every address the host resolves to must be public (no private, loopback, link-local or metadata address; checked now and again at every connection); a sandbox credential may also use a loopback receiver such as `http://localhost:8080/hook`, but only on a server started as a sandbox (a development machine); elsewhere sandbox credentials follow the same rules as live ones. A refused URL is `validation_error`.
         *
         *     Scope: `webhook`. Counts against the write limit (20 requests per minute per credential by default).
         */
        put: operations["putWebhook"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a ping event now
         * @description Appends a `ping` event and sends it to the endpoint at once, whatever it subscribes to; answers with the attempt's outcome (a failed ping is retried like any delivery). `not_found` without a registration; `conflict` while the endpoint is disabled.
         *
         *     Scope: `webhook`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again
         * @description Schedules a new delivery of one of your events now, with a fresh round of retries (also for an event from before the registration, or of a type not subscribed to). While an attempt of that event is being sent, that attempt is the redelivery: nothing is started beside it, so two requests never race. `not_found` for an unknown or another partner's event; `conflict` while the endpoint is disabled.
         *
         *     Scope: `webhook`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Replayable event history
         * @description Your events (this credential's partner and environment), oldest first, each with its delivery state. Page with `after_id` = the last id you processed (`next_after_id`): events are numbered in commit order without gaps, so paging never skips or repeats one, even while new events are being written. Events are kept 30 days; an `after_id` older than that (or not yours) is `validation_error`.
         *
         *     Scope: `webhook`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What you sold and who owes whom, per settlement period
         * @description Per settlement period and currency: gross_sold_cents (prices of the sales, minus refunded ones), commission_cents (your commission), owed_to_service_cents (partner-collected sales: price minus commission), owed_to_partner_cents (your commission on service-collected sales) and the orders in it. Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.
         *
         *     Scope: `buy`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your sales history, with totals
         * @description One item per sale (order), oldest first, with its ledger state. totals (per currency) are the GMV and commission of every sale matching the filters, not only this page. status filters by the ledger state (accrued, pending, paid_out, reversed). Paging: pass page.next_cursor as cursor. Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts made to you
         * @description Each payout with its period, date (paid_at), total and the ledger entries it covers (commissions, minus refunds taken back); total_paid per currency. Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/me/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales attributed to you, with your commission
         * @description One item per sale made in the window, oldest first: the domain, the buyer (only the domain of the buyer's email address), amount, your commission, its ledger status and how the sale came to you. attribution is direct when you made the sale yourself (an order you placed, or a checkout session you created), referral when a buyer came through one of your referral links (link_id names it; the first click within 30 days wins). Filter with attribution and link_id. totals (per currency) cover every matching sale, not only this page. Paging: pass page.next_cursor as cursor. Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listMySales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/me/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your commission ledger, with running balance
         * @description Every ledger entry written in the window, oldest first, with its state (accrued, pending, paid_out, reversed) and your running balance after it; totals per currency give the commission in each state, the commission earned and the balance at both ends of the window. state filters the items (the totals always cover the whole window). Paging: pass page.next_cursor as cursor. Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listMyCommissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/me/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your payout history, total paid and the next payout
         * @description Each payout made in the window with its period, date (paid_at), total and the entries it covers; total_paid per currency; upcoming: what the next payout would pay today and what is still held. Payouts pay the commission of sales Nameport collected (hosted checkout, referrals): on sales you collected yourself you already hold your commission. Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listMyPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A hosted checkout link for one of your listed domains
         * @description Nameport is the merchant of record: send the buyer to checkout_url, where they pay Nameport (Stripe Checkout; in the sandbox without a Stripe key a "Pay (sandbox)" button completes the payment offline). The payment creates the order (payment_model service_collected, status PAID) exactly once, however often the payment is reported, attributed to your partner account; then the buyer is sent to return_url (or our confirmation page). The link works for 7 days; the payment page of the processor is made only when the buyer presses Pay. On opening, the page re-checks the domain: sold meanwhile shows a "no longer available" page; a changed price is shown to the buyer, who must agree again. Errors: validation_error (a malformed domain or URL), not_found (not listed in this environment), conflict (409; details.reason reserved: an open order holds the domain; sold).
         *
         *     Scope: `embed`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/brokerage/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a domain can be brokered
         * @description A domain can be brokered when it is registered, not listed for sale here, has no case in progress (any partner's, in your environment) and runs no active website. The website check fetches the domain's site (DNS addresses, then an HTTP request with a short timeout); a parked page or no site at all is eligible. Its verdict is reused for 10 minutes, so POST /brokerage right after agrees with this answer. Counts against the search rate limit.
         *
         *     Scope: `broker`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["brokerageEligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/brokerage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your cases and their outcomes
         * @description Cases opened by any credential of your partner account in this environment, newest first, with cursor paging; scope report. A malformed filter or cursor is `validation_error`.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listBrokerageCases"];
        put?: never;
        /**
         * Ask Nameport to buy a registered domain from its owner
         * @description Opens a case (201, status open) with a no-login progress_url for the buyer. Eligibility is checked again first: an ineligible domain is `conflict` with details.reason as in GET /brokerage/eligibility; when the registration or website check cannot be made right now the answer is `upstream_unavailable` (503, Retry-After) and no case is opened (two requests for one domain at once: one case, the other `conflict` open_case). An Idempotency-Key is optional and honoured: the same key and body answer the first case again. When the owner agrees and the buyer pays the agreed price, an order is recorded (case.order_id) and the domain is moved like any order; events brokerage.<status> follow each step, brokerage.case_completed the last. If that order is refunded or cancelled before the domain reaches the buyer, the case ends closed_unsuccessful with close_reason refunded or order_cancelled (the buyer's payment is returned). In the sandbox a case moves by itself, one step every SANDBOX_BROKERAGE_STEP_SECONDS (20 s by default): open → researching → contacting_owner → negotiating (the owner asks 250000 minor units) → agreed at that price → payment_pending → transferring (paid automatically, or at once with the progress page's sandbox button) → completed when the order's transfer completes. A domain whose first label contains "decline", "unresponsive" or "notforsale" closes unsuccessfully from contacting_owner with owner_declined, owner_unresponsive or not_for_sale; a budget below the ask closes with over_budget.
         *
         *     Scope: `broker`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["createBrokerageCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/brokerage/{case_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your cases: status, timeline, last offer
         * @description `not_found` when there is no such case of your partner account in this environment (another partner's case included). The answer carries a freshly signed progress_url.
         *
         *     Scope: `broker`. Counts against the search limit (60 requests per minute per credential by default).
         */
        get: operations["getBrokerageCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your referral links with their clicks and sales
         * @description The links of your account in this environment, newest first, with all-time counts, a page at a time: follow page.next_cursor (null on the last page). A cursor that is not one this list returned is 400 validation_error. clicks counts every request of the link, bots included; unique_visitors counts distinct visitors among the others; conversions counts orders placed through the link (whatever happened to them later); sales counts those neither refunded nor cancelled, and sales_amount gives their prices and your commission per currency (integer minor units). Creating and listing links needs your partner account to be linked to an affiliate account by Nameport; until then the answer is 403 forbidden (details.reason no_affiliate_account), whose message names the operator command that links it. Sandbox: the published demo partner is linked at start-up.
         *
         *     Scope: `refer`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listLinks"];
        put?: never;
        /**
         * Create a tracked referral link
         * @description kind (or its alias target_type; the answer carries both) is generic (our home page), domain (needs domain: a domain listed for sale in your credential's environment, else 404 not_found) or product (needs product: one of domain-search, whois, tld-pricing, marketplace, brokerage, partner-api). label (at most 100 characters) is yours to tell links apart. At most 1000 links per account (409 conflict beyond). Idempotency-Key is optional and honoured. Creating and listing links needs your partner account to be linked to an affiliate account by Nameport; until then the answer is 403 forbidden (details.reason no_affiliate_account), whose message names the operator command that links it. Sandbox: the published demo partner is linked at start-up. The link's url is served by Nameport: opening it records a click and redirects (302) to the target page of our site (a generic link: the home page; a domain link: the domain's page, with its price and a Buy button for a visitor signed in with a confirmed account, and "Sign in for pricing" for anyone else, as marketplace prices are masked on every page; a product link: the product's page). No IP address is stored: a visitor is a keyed hash of IP address and User-Agent. HEAD requests and known crawlers or link unfurlers (User-Agent empty or containing one of: bot, crawler, spider, slurp, facebookexternalhit, facebookcatalog, meta-externalagent, whatsapp, telegram, slack, discord, skypeuripreview, embedly, quora link preview, pinterest, vkshare, redditbot, linkedinbot, iframely, outbrain, preview, curl/, wget/, python-requests, go-http-client) count as clicks (and bot_clicks) but never as unique visitors, and get no cookie. A person's first click sets a first-party cookie (HttpOnly, SameSite=Lax, Secure on https) for 30 days; a buyer who then starts a checkout on our domain page within those days (signing in on the way keeps the cookie) is attributed to the link's partner: first click wins, a later click of any link in the window changes nothing. The order is service-collected (Nameport takes the payment) and your commission is recorded in the ledger like a hosted-checkout sale: accrued for the 30-day refund hold, reversed if the order is refunded. An unknown link shows a 404 page and redirects nowhere.
         *
         *     Scope: `refer`. Counts against the write limit (20 requests per minute per credential by default).
         */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/me/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral clicks per day and link
         * @description One item per UTC day and link with clicks; totals over the whole window (a visitor seen on several days counts once there). link_id narrows to one link. clicks counts every request of the link, bots included; unique_visitors counts distinct visitors among the others; conversions counts orders placed through the link (whatever happened to them later); sales counts those neither refunded nor cancelled, and sales_amount gives their prices and your commission per currency (integer minor units). from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days up to now. A range over 366 days, or from after to, is 400 validation_error. Days are UTC.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["listClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your referral funnel, GMV and commission
         * @description Over the window: clicks → unique_visitors → conversions (orders placed through your links in the window) → sales (those not refunded or cancelled). revenue (GMV) and commission are the sales' amounts in currency (integer minor units), the amounts the ledger keeps for them after reversals; by_currency lists every currency (the top-level amounts are those of the first currency alphabetically; USD when there are no sales). conversion_rate = conversions / unique_visitors, 0 without visitors, rounded to 4 decimals. from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days up to now. A range over 366 days, or from after to, is 400 validation_error. Days are UTC.
         *
         *     Scope: `report`. Counts against the reporting limit (30 requests per minute per credential by default).
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ping
         * @description Sent only by POST /api/partner/v1/webhooks/test, whatever the endpoint subscribes to: checks the URL and the signature.
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid
         * @description An order was recorded: the partner collected the payment and the domain is held for the buyer (status PAID).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.transfer_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.transfer_pending
         * @description Fulfilment is queued: the domain will be pushed or transferred to the buyer (status TRANSFER_PENDING).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_transfer_pending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.transfer_started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.transfer_started
         * @description The push or transfer was submitted to the registrar (status TRANSFER_IN_PROGRESS).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_transfer_started"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * transfer.completed
         * @description The domain is in the buyer's account (status TRANSFER_COMPLETED); refunds are no longer possible.
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_transfer_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "transfer.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * transfer.failed
         * @description The push or transfer failed; the timeline entry says why and what happens next (status TRANSFER_FAILED).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_transfer_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.settled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.settled
         * @description The sale was settled with the partner (status SETTLED).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_settled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cancelled
         * @description The order was cancelled before the transfer started; the domain is for sale again (status CANCELLED).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refund_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.refund_requested
         * @description The partner asked for a refund before the transfer completed; fulfilment stops (status REFUND_REQUESTED).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_refund_requested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.refunded
         * @description The refund was carried out and the commission reversed; the domain is for sale again (status REFUNDED).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_order_refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.open
         * @description A brokerage case was opened (status open): Nameport will look for the owner of the domain.
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.researching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.researching
         * @description A broker is finding out who owns the domain and how to reach them (status researching).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_researching"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.contacting_owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.contacting_owner
         * @description The broker is contacting the owner (status contacting_owner).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_contacting_owner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.negotiating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.negotiating
         * @description The owner answered with an offer: case.last_offer (status negotiating). Sent again for each new offer.
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_negotiating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.agreed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.agreed
         * @description The owner agreed to sell at case.agreed_price (status agreed).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_agreed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.payment_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.payment_pending
         * @description The buyer is asked to pay the agreed price; the progress page says how (status payment_pending).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_payment_pending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.transferring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.transferring
         * @description The buyer paid: an order was recorded at the agreed price (case.order_id) and the domain is on its way (status transferring).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_transferring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.case_completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.case_completed
         * @description The deal closed: the domain is in the buyer's account (status completed); order_id names the order.
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_case_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.closed_unsuccessful": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.closed_unsuccessful
         * @description The case ended without a deal; case.close_reason says why (status closed_unsuccessful): a broker's reason before payment, or, after it, the order's end without the domain reaching the buyer — refunded (order REFUNDED) or order_cancelled (order CANCELLED); case.order_id names that order.
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_closed_unsuccessful"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brokerage.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * brokerage.cancelled
         * @description The case was cancelled before any payment (status cancelled).
         *
         *     Signed as described in the webhooks tag; answer 2xx within 15 s.
         */
        post: operations["event_brokerage_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            error: {
                /** @description A stable machine-readable code; the HTTP status is fixed by it. */
                code: string;
                /** @description What went wrong and how to fix it. */
                message: string;
                /** @description Quote it when asking for help (also in the X-Request-Id header). */
                request_id: string;
                /** @description Extra facts, e.g. server_time for invalid_timestamp. */
                details?: Record<string, never>;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchInventory: {
        parameters: {
            query?: {
                /** @description What the buyer is looking for, 2 to 500 characters: words, a name, a theme, or a brief of a few sentences. */
                q?: string;
                /** @description At most this many results (default and maximum 5). */
                limit?: number;
                /** @description Only names under this TLD, e.g. com. */
                tld?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most 5 relevant listed domains, best first; empty when nothing listed fits (never unrelated names). Ties go to the exact name, then the shorter one, then .com. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        query: string;
                        count: number;
                        limit: number;
                        results: {
                            /** @description A domain name in ASCII (IDNs as A-labels, e.g. xn--bcher-kva.de). */
                            domain: string;
                            tld: string;
                            /** @description Integer minor units (cents) of `currency`. */
                            price_cents: number;
                            /**
                             * @description ISO 4217 code.
                             * @example USD
                             */
                            currency: string;
                            /** @description The seller takes offers below the buy-now price. */
                            offers_accepted: boolean;
                            /** @description Why the name was found: `exact` the name is the query (robots → robot.com), `word` a word of the name is a query word or a form of it (baking → bakehub.com), `typo` the same after correcting a misspelling (cofee → beanhub.com), `synonym` a word of the name means the same as a query word or is the thing asked for (coffee → java, bookkeeping → ledgerhub.com), `semantic` a word that fits the ask or its trade (savings → vault.com, finance → paycoin.com, electrician → spark.com). */
                            match: "exact" | "word" | "synonym" | "typo" | "semantic";
                            /** @description Relevance, 0 to 1, higher first: how well the words of the name serve the words of the query (within one trade, a word whose dictionary definitions share more with the query word's scores higher: dentist → clinic before zen), with small shifts for the TLD the topic suggests (.ai/.io/.dev for tech asks, .com otherwise), the tone and the length asked for, less a little for each earlier result found through the same word (answers are spread over the words that fit). Results are always in descending score order. Comparable within one answer only. */
                            score: number;
                            /** @description The parts of the score. */
                            scores: {
                                /** @description How well the name's words serve the query's words, 0 to 1. */
                                semantic: number;
                                /** @description Share of the query's words found as words of the name (never inside another word). */
                                keyword: number;
                                /** @description Letter-trigram similarity of query and name (informational). */
                                trigram: number;
                            };
                        }[];
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. `invalid_query`: Partner API: the search query q is missing or shorter than 2 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListedDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain, Unicode or ASCII. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A domain name in ASCII (IDNs as A-labels, e.g. xn--bcher-kva.de). */
                        domain: string;
                        tld: string;
                        available: boolean;
                        /** @description Integer minor units (cents) of `currency`. */
                        price_cents: number;
                        /**
                         * @description ISO 4217 code.
                         * @example USD
                         */
                        currency: string;
                        offers_accepted: boolean;
                        category: string | null;
                        tags: string[];
                        description: string | null;
                        /** Format: date-time */
                        listed_at: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query: {
                /** @description The domain, Unicode or ASCII. */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the name can be bought here, and its price when it can. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A domain name in ASCII (IDNs as A-labels, e.g. xn--bcher-kva.de). */
                        domain: string;
                        /** @description Listed and for sale in this environment. */
                        available: boolean;
                        price_cents: number | null;
                        currency: string | null;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPricing: {
        parameters: {
            query: {
                /** @description The domain, Unicode or ASCII. */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Buy-now and floor price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A domain name in ASCII (IDNs as A-labels, e.g. xn--bcher-kva.de). */
                        domain: string;
                        /** @description Integer minor units (cents) of `currency`. */
                        buy_now_cents: number;
                        floor_cents: number | null;
                        /**
                         * @description ISO 4217 code.
                         * @example USD
                         */
                        currency: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The domain, Unicode or ASCII. */
                    domain: string;
                };
            };
        };
        responses: {
            /** @description The locked price. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Signed (`qt_…`): send it to POST /orders within 10 minutes. Altering any character makes it invalid. */
                        quote_id: string;
                        domain: string;
                        /** @description The buy-now price, locked until expires_at. */
                        price_cents: number;
                        currency: string;
                        /**
                         * Format: date-time
                         * @description Exactly 10 minutes after the quote was issued; from this instant the quote is `quote_expired`.
                         */
                        expires_at: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quote_expired`: Partner API: the quote is 10 minutes old or older; ask for a new quote. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description One or more of PAID, TRANSFER_PENDING, TRANSFER_IN_PROGRESS, TRANSFER_COMPLETED, SETTLED, CANCELLED, REFUND_REQUESTED, REFUNDED, TRANSFER_FAILED, comma-separated; TRANSFERRED is accepted for TRANSFER_COMPLETED. */
                status?: string;
                /** @description Only orders of this domain (Unicode or ASCII). */
                domain?: string;
                /** @description Created at or after this ISO 8601 date or date-time (a date is midnight UTC). */
                from?: string;
                /** @description Created before this ISO 8601 date or date-time (exclusive). */
                to?: string;
                /** @description Page size (default 20). */
                limit?: number;
                /** @description page.next_cursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your orders, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        page: {
                            limit: number;
                            has_more: boolean;
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Shape 1: a quote from POST /quotes; the price is the quote's. */
                    quote_id?: string;
                    /** @description Your reference of the payment you collected (e.g. the processor's session or charge id). Required in shapes 1 and 2; one payment pays for one order. */
                    external_payment_ref?: string;
                    /** @description Required in every shape: {email, name?, country?, registrar_customer?}. */
                    buyer?: {
                        /** @description Required. */
                        email?: string;
                        /** @description The buyer's name. */
                        name?: string;
                        /** @description ISO 3166-1 alpha-2. */
                        country?: string;
                        /** @description The buyer's customer handle at our registrar: the domain is pushed to that account instead of transferred. */
                        registrar_customer?: string;
                    };
                    /** @description Shapes 2 and 3 (with a quote, only checked against the quote's domain). */
                    domain?: string;
                    /** @description Shape 2: what you charged, in minor units; must equal the current listing price. */
                    sale_price_cents?: number;
                    /** @description Shape 3 (the signing example's body): read exactly like sale_price_cents. */
                    expected_price?: number;
                    /** @description ISO 4217, with sale_price_cents or expected_price. */
                    currency?: string;
                    /** @description Shape 3: stored and returned with the order (for hosted pages; a partner-collected order does not redirect). */
                    return_url?: string;
                    /** @description Shape 3: stored and returned with the order. */
                    cancel_url?: string;
                };
            };
        };
        responses: {
            /** @description A partner-collected sale of a listed domain. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                        public_id: string;
                        /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                        status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                        domain: string;
                        /** @description What the buyer paid, in minor units of `currency`. */
                        price_cents: number;
                        /** @description ISO 4217. */
                        currency: string;
                        payment_model: "partner_collected" | "service_collected";
                        /** @description The partner's commission on the sale, in minor units. */
                        commission_cents: number;
                        /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                        external_payment_ref: string;
                        buyer: {
                            /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                            email: string;
                            name?: string;
                            /** @description ISO 3166-1 alpha-2, e.g. NL. */
                            country?: string;
                            /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                            registrar_customer?: string;
                        };
                        quote_id: string | null;
                        return_url: string | null;
                        cancel_url: string | null;
                        /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                        delivery: {
                            /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                            method: "push" | "transfer" | null;
                            state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                            message: string;
                            completed_at: string | null;
                        };
                        /** @description Every step so far, oldest first. */
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            /** @description The event type this step emitted, e.g. order.paid. */
                            event: string;
                            /** @description Who moved the order. */
                            actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                            note: string | null;
                            next_action: string | null;
                        }[];
                        /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. `missing_idempotency_key`: Partner API: this write needs an Idempotency-Key header (8 to 255 printable characters, e.g. a UUID or a payment session id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `quote_expired`: Partner API: the quote is 10 minutes old or older; ask for a new quote. `price_mismatch`: Partner API: the sale price sent differs from the current listing price (details name both amounts). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id, `ord_…`. */
                public_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A partner-collected sale of a listed domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                        public_id: string;
                        /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                        status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                        domain: string;
                        /** @description What the buyer paid, in minor units of `currency`. */
                        price_cents: number;
                        /** @description ISO 4217. */
                        currency: string;
                        payment_model: "partner_collected" | "service_collected";
                        /** @description The partner's commission on the sale, in minor units. */
                        commission_cents: number;
                        /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                        external_payment_ref: string;
                        buyer: {
                            /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                            email: string;
                            name?: string;
                            /** @description ISO 3166-1 alpha-2, e.g. NL. */
                            country?: string;
                            /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                            registrar_customer?: string;
                        };
                        quote_id: string | null;
                        return_url: string | null;
                        cancel_url: string | null;
                        /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                        delivery: {
                            /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                            method: "push" | "transfer" | null;
                            state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                            message: string;
                            completed_at: string | null;
                        };
                        /** @description Every step so far, oldest first. */
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            /** @description The event type this step emitted, e.g. order.paid. */
                            event: string;
                            /** @description Who moved the order. */
                            actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                            note: string | null;
                            next_action: string | null;
                        }[];
                        /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The order's public_id. */
                    order_id: string;
                    /** @description Why, for the people who carry out the refund. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The refund of an order (one per order). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `rf_…` */
                        refund_id: string;
                        order_id: string;
                        status: "requested" | "refunded";
                        reason: string;
                        amount_cents: number;
                        currency: string;
                        /** @description The partner commission reversed by the refund. */
                        commission_reversed_cents: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The refund of an order (one per order). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `rf_…` */
                        refund_id: string;
                        order_id: string;
                        status: "requested" | "refunded";
                        reason: string;
                        amount_cents: number;
                        currency: string;
                        /** @description The partner commission reversed by the refund. */
                        commission_reversed_cents: number;
                        /** Format: date-time */
                        created_at: string;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook registration (never its secret, except once when generated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The endpoint (`whk_…`). */
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Subscribed types and families; empty: every event. */
                        events: string[];
                        status: "enabled" | "disabled";
                        disabled_reason: ("gone" | "failing") | null;
                        disabled_at: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /**
                         * Format: date-time
                         * @description When it was first registered.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description Last change.
                         */
                        updated_at: string;
                        /** @description Only in the answer that created it, when the service generated it: store it now, it is never shown again. */
                        secret?: string;
                    };
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where events are POSTed. */
                    url: string;
                    /** @description `whsec_` + base64 of 24–64 bytes (Standard Webhooks), or 24–128 printable ASCII characters used as they are. */
                    secret?: string;
                    /** @description Event types or families, e.g. ["order.*", "brokerage.case_completed"]. */
                    events?: string[];
                };
            };
        };
        responses: {
            /** @description The webhook registration (never its secret, except once when generated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The endpoint (`whk_…`). */
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Subscribed types and families; empty: every event. */
                        events: string[];
                        status: "enabled" | "disabled";
                        disabled_reason: ("gone" | "failing") | null;
                        disabled_at: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /**
                         * Format: date-time
                         * @description When it was first registered.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description Last change.
                         */
                        updated_at: string;
                        /** @description Only in the answer that created it, when the service generated it: store it now, it is never shown again. */
                        secret?: string;
                    };
                };
            };
            /** @description The webhook registration (never its secret, except once when generated). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The endpoint (`whk_…`). */
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Subscribed types and families; empty: every event. */
                        events: string[];
                        status: "enabled" | "disabled";
                        disabled_reason: ("gone" | "failing") | null;
                        disabled_at: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /**
                         * Format: date-time
                         * @description When it was first registered.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description Last change.
                         */
                        updated_at: string;
                        /** @description Only in the answer that created it, when the service generated it: store it now, it is never shown again. */
                        secret?: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event_id: string;
                        /** @description Delivery of this event to your endpoint; null when none was made (not subscribed, or no endpoint at the time). */
                        delivery: {
                            /** @description `pending`: an attempt is due at next_attempt_at; `delivered`: a 2xx came back; `dead`: no more attempts, the last one failed (or answered 410); `unknown`: no more attempts, and the last one was sent but never answered, so your endpoint may have processed it (check, or redeliver); `cancelled`: the endpoint was disabled first. */
                            status: "pending" | "delivered" | "dead" | "unknown" | "cancelled";
                            attempts: number;
                            last_attempt_at: string | null;
                            last_response_status: number | null;
                            last_error: string | null;
                            next_attempt_at: string | null;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The event id (`evt_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event_id: string;
                        /** @description Delivery of this event to your endpoint; null when none was made (not subscribed, or no endpoint at the time). */
                        delivery: {
                            /** @description `pending`: an attempt is due at next_attempt_at; `delivered`: a 2xx came back; `dead`: no more attempts, the last one failed (or answered 410); `unknown`: no more attempts, and the last one was sent but never answered, so your endpoint may have processed it (check, or redeliver); `cancelled`: the endpoint was disabled first. */
                            status: "pending" | "delivered" | "dead" | "unknown" | "cancelled";
                            attempts: number;
                            last_attempt_at: string | null;
                            last_response_status: number | null;
                            last_error: string | null;
                            next_attempt_at: string | null;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events after this one. */
                after_id?: string;
                /** @description Page size (default 50, at most 100). */
                limit?: number;
                /** @description One type (`order.paid`) or a family (`order.*`). */
                type?: string;
                /** @description Only events created at or after this instant. */
                from?: string;
                /** @description Only events created before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                            id: string;
                            type: string;
                            /**
                             * Format: date-time
                             * @description When the change happened.
                             */
                            created_at: string;
                            /** @description Position in the history: grows in commit order, service-wide. */
                            sequence: number;
                            /** @description The resource and its `version` (see the `webhooks` section per type). */
                            data: {
                                [key: string]: unknown;
                            };
                            delivery: {
                                /** @description `pending`: an attempt is due at next_attempt_at; `delivered`: a 2xx came back; `dead`: no more attempts, the last one failed (or answered 410); `unknown`: no more attempts, and the last one was sent but never answered, so your endpoint may have processed it (check, or redeliver); `cancelled`: the endpoint was disabled first. */
                                status: "pending" | "delivered" | "dead" | "unknown" | "cancelled";
                                attempts: number;
                                last_attempt_at: string | null;
                                last_response_status: number | null;
                                last_error: string | null;
                                next_attempt_at: string | null;
                            } | null;
                        }[];
                        /** @description More events exist after this page (now; new ones keep arriving). */
                        has_more: boolean;
                        next_after_id: string | null;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSettlements: {
        parameters: {
            query?: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description The first day of the period (YYYY-MM-01 or YYYY-MM-15). */
                            period: string;
                            /** Format: date-time */
                            period_start: string;
                            /**
                             * Format: date-time
                             * @description Exclusive.
                             */
                            period_end: string;
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description Prices of the sales in the period, minus refunded ones. */
                            gross_sold_cents: number;
                            /** @description Your commission on them. */
                            commission_cents: number;
                            /** @description Partner-collected sales: price minus commission, which you owe Nameport. */
                            owed_to_service_cents: number;
                            /** @description Service-collected sales: your commission, which Nameport owes you. */
                            owed_to_partner_cents: number;
                            order_ids: string[];
                        }[];
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
                status?: "accrued" | "pending" | "paid_out" | "reversed";
                payment_model?: "partner_collected" | "service_collected";
                cursor?: string;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            order_id: string;
                            /** Format: date-time */
                            created_at: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description Ledger state: accrued, pending, paid_out or reversed. */
                            status: string;
                            state_reason: string;
                            /** @description The price. */
                            gross_cents: number;
                            /** @description Your commission. */
                            commission_cents: number;
                            /** @description The entry: > 0 Nameport owes you, < 0 you owe Nameport. */
                            amount_cents: number;
                            /** @description Your running balance after it. */
                            balance_after_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            /**
                             * Format: date-time
                             * @description End of the refund hold.
                             */
                            hold_until: string;
                        }[];
                        totals: {
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description GMV of every matching sale. */
                            gmv_cents: number;
                            /** @description Commission of every matching sale. */
                            commission_cents: number;
                        }[];
                        page: {
                            limit: number;
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            payout_id: string;
                            period: string;
                            /** Format: date-time */
                            paid_at: string;
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description Paid. */
                            total_cents: number;
                            entries: {
                                order_id: string | null;
                                kind: string;
                                amount_cents: number;
                            }[];
                        }[];
                        total_paid: {
                            /** @description ISO 4217. */
                            currency: string;
                            total_cents: number;
                        }[];
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMySales: {
        parameters: {
            query: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
                attribution?: "direct" | "referral";
                link_id?: string;
                /** @description page.next_cursor of the previous answer. */
                cursor?: string;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            order_id: string;
                            domain: string | null;
                            buyer: {
                                /** @description Only the domain of the buyer's email address (jane@example.com → example.com); the address itself is never shown. */
                                email_domain: string | null;
                            };
                            /** @description The price the buyer paid. */
                            amount_cents: number;
                            /** @description Your commission on it. */
                            commission_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            status: "accrued" | "pending" | "paid_out" | "reversed";
                            /** @description The order's own status (PAID, TRANSFERRED, …). */
                            order_status: string | null;
                            payment_model: "partner_collected" | "service_collected";
                            attribution: "direct" | "referral";
                            link_id: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        totals: {
                            /** @description ISO 4217. */
                            currency: string;
                            count: number;
                            /** @description GMV of every matching sale. */
                            amount_cents: number;
                            /** @description Commission of every matching sale, refunded ones included (equals the commission total of GET /transactions). */
                            commission_cents: number;
                            refunded_count: number;
                            /** @description Commission of the sales not refunded. */
                            net_commission_cents: number;
                        }[];
                        page: {
                            limit: number;
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        /** @description The window the answer covers (the from/to asked for, or the default last 365 days). */
                        window: {
                            /** Format: date-time */
                            from: string;
                            /**
                             * Format: date-time
                             * @description Exclusive.
                             */
                            to: string;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyCommissions: {
        parameters: {
            query: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
                state?: "accrued" | "pending" | "paid_out" | "reversed";
                /** @description page.next_cursor of the previous answer. */
                cursor?: string;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            entry_id: string;
                            /** @description sale: a commission earned; reversal: a refund before payout offsets it; clawback: a refund after payout, deducted from the next payout; payout: money paid to you. */
                            kind: "sale" | "reversal" | "clawback" | "payout";
                            order_id: string | null;
                            payment_model: "partner_collected" | "service_collected";
                            state: "accrued" | "pending" | "paid_out" | "reversed";
                            /** @description Why the entry is in its state, in plain words. */
                            state_reason: string;
                            /** @description The commission the entry carries (negative when taken back). */
                            commission_cents: number;
                            /** @description The money of the entry: > 0 Nameport owes you, < 0 you owe Nameport. */
                            amount_cents: number;
                            /** @description Your running balance after this entry (since your first sale, not only this window). */
                            balance_after_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description A sale's refund hold ends then. */
                            hold_until: string | null;
                            payout_id: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        totals: {
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description Commission still in the 30-day refund hold. */
                            accrued_cents: number;
                            /** @description Commission approved, waiting for the next payout (minus refunds after a payout). */
                            pending_cents: number;
                            /** @description Commission paid out. */
                            paid_out_cents: number;
                            /** @description Commission of refunded sales (counted once). */
                            reversed_cents: number;
                            /** @description Commission kept: the sum of every entry's commission (accrued + pending + paid_out). */
                            earned_cents: number;
                            /** @description Your balance before the first entry of the window. */
                            opening_balance_cents: number;
                            /** @description Your balance after its last entry. */
                            closing_balance_cents: number;
                        }[];
                        page: {
                            limit: number;
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        /** @description The window the answer covers (the from/to asked for, or the default last 365 days). */
                        window: {
                            /** Format: date-time */
                            from: string;
                            /**
                             * Format: date-time
                             * @description Exclusive.
                             */
                            to: string;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyPayouts: {
        parameters: {
            query?: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            payout_id: string;
                            period: string;
                            /** Format: date-time */
                            paid_at: string;
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description Paid. */
                            total_cents: number;
                            entries: {
                                order_id: string | null;
                                kind: string;
                                amount_cents: number;
                            }[];
                        }[];
                        total_paid: {
                            /** @description ISO 4217. */
                            currency: string;
                            total_cents: number;
                        }[];
                        upcoming: {
                            /** @description ISO 4217. */
                            currency: string;
                            /** @description What the next payout would pay today: approved commissions minus refunds after payouts. */
                            due_cents: number;
                            /** @description Commission still in its refund hold: paid in a later payout. */
                            held_cents: number;
                        }[];
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The listed domain, Unicode or ASCII. */
                    domain: string;
                    /** @description http(s): where the buyer lands after paying. */
                    return_url?: string;
                    /** @description http(s): the page's "cancel" link and where the processor sends a buyer who cancels. */
                    cancel_url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Our hosted page for the buyer, carrying a signed `pt` token. Altering any character of it shows an error page; after expires_at it shows an expiry page. */
                        checkout_url: string;
                        domain: string;
                        /** @description The buy-now price when the link was made. The page re-reads it when opened: a changed price is shown to the buyer before payment, never charged silently. */
                        price_cents: number;
                        /** @description ISO 4217. */
                        currency: string;
                        /**
                         * @description Nameport collects the payment; your commission is earned on the sale.
                         * @constant
                         */
                        payment_model: "service_collected";
                        /**
                         * Format: date-time
                         * @description Exactly 7 days after the link was made.
                         */
                        expires_at: string;
                        /** @description 604800 (7 days). */
                        expires_in_seconds: number;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    brokerageEligibility: {
        parameters: {
            query: {
                /** @description The domain, Unicode or ASCII. */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        domain: string;
                        eligible: boolean;
                        /** @description Why not (null when eligible): `listed` (for sale here at a fixed price: buy it with a quote and an order, or a checkout session), `open_case` (a case for it is in progress, any partner's), `unregistered` (nobody owns it: register it), `reserved` (the registry withholds it), `active_site` (it runs a website), `registration_unknown` / `site_unchecked` (a check could not be made now: try again in a few minutes). */
                        reason: ("listed" | "open_case" | "unregistered" | "reserved" | "registration_unknown" | "active_site" | "site_unchecked") | null;
                        /** @description The same in plain words, with what to do instead. */
                        message: string;
                        /** @description The site probe's finding; null when an earlier rule decided. */
                        site: {
                            verdict: "active_site" | "parked" | "no_site";
                            /** @description What the probe saw (DNS addresses, the HTTP answer, a parking page sign). */
                            evidence: string;
                            /** Format: date-time */
                            checked_at: string;
                        } | null;
                        /** @description With reason open_case: your own case in progress (another partner's case is not named). */
                        open_case_id: string | null;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBrokerageCases: {
        parameters: {
            query?: {
                /** @description One or more of open, researching, contacting_owner, negotiating, agreed, payment_pending, transferring, completed, closed_unsuccessful, cancelled, comma-separated. */
                status?: string;
                /** @description Only cases of this domain. */
                domain?: string;
                /** @description Opened at or after this ISO 8601 date or date-time (a date is midnight UTC). */
                from?: string;
                /** @description Opened before this ISO 8601 date or date-time (exclusive). */
                to?: string;
                /** @description Page size (default 20). */
                limit?: number;
                /** @description page.next_cursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your cases and their outcomes, newest first (progress links are in GET /brokerage/{case_id}). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        page: {
                            limit: number;
                            has_more: boolean;
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBrokerageCase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required: a registered domain that is not for sale here. */
                    domain?: string;
                    /** @description Required: `managed` (a Nameport broker negotiates for the buyer) or `self_serve` (we find and contact the owner; the buyer decides on each offer). Both follow the same statuses. */
                    tier?: string;
                    /** @description Required: the buyer; the order made when they pay is in their name. */
                    buyer_email?: string;
                    /** @description Required (or offer_price): the most the buyer will pay, in minor units of currency (cents), at most 100,000,000,000. */
                    budget?: number;
                    /** @description Accepted as another name of budget (some clients send it); if both are sent they must be equal. */
                    offer_price?: number;
                    /** @description ISO 4217 (default USD). */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description A brokerage case. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The case id, `bc_…`. */
                        case_id: string;
                        /** @description The same as case_id. */
                        id: string;
                        domain: string;
                        tier: "managed" | "self_serve";
                        buyer_email: string;
                        /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                        budget: number;
                        currency: string;
                        status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                        /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                        close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                        /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                        last_offer: number | null;
                        /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                        agreed_price: number | null;
                        /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                        order_id: string | null;
                        environment: "sandbox" | "live";
                        /** @description Every step, oldest first; entries are never changed. */
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                            actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                            /** @description What happened, in plain words. */
                            note: string | null;
                            /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                            last_offer?: number;
                            reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                        }[];
                        /** @description Grows by one with each step: drop an event older than the version you hold. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /**
                         * Format: uri
                         * @description A no-login page for the buyer: status, timeline, last offer and what happens next. Signed and expiring (progress_url_expires_at); each answer carries a fresh link, and earlier links keep working until they expire or an operator revokes the case's links.
                         */
                        progress_url: string;
                        /** Format: date-time */
                        progress_url_expires_at: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. `upstream_unavailable`: An upstream data source did not answer in time and no cached answer exists; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrokerageCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id, `bc_…`. */
                case_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A brokerage case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The case id, `bc_…`. */
                        case_id: string;
                        /** @description The same as case_id. */
                        id: string;
                        domain: string;
                        tier: "managed" | "self_serve";
                        buyer_email: string;
                        /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                        budget: number;
                        currency: string;
                        status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                        /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                        close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                        /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                        last_offer: number | null;
                        /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                        agreed_price: number | null;
                        /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                        order_id: string | null;
                        environment: "sandbox" | "live";
                        /** @description Every step, oldest first; entries are never changed. */
                        timeline: {
                            /** Format: date-time */
                            at: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                            actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                            /** @description What happened, in plain words. */
                            note: string | null;
                            /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                            last_offer?: number;
                            reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                        }[];
                        /** @description Grows by one with each step: drop an event older than the version you hold. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /**
                         * Format: uri
                         * @description A no-login page for the buyer: status, timeline, last offer and what happens next. Signed and expiring (progress_url_expires_at); each answer carries a fresh link, and earlier links keep working until they expire or an operator revokes the case's links.
                         */
                        progress_url: string;
                        /** Format: date-time */
                        progress_url_expires_at: string;
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route or resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLinks: {
        parameters: {
            query?: {
                /** @description Page size (default 50). */
                limit?: number;
                /** @description page.next_cursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description `lnk_…` */
                            link_id: string;
                            /** @description The link to share: https://…/r/{token}. */
                            url: string;
                            kind: "generic" | "domain" | "product";
                            target_type: "generic" | "domain" | "product";
                            /** @description kind domain: the listed domain. */
                            domain: string | null;
                            /** @description kind product: the product name. */
                            product: string | null;
                            /** @description The page of our site the link redirects to. */
                            target: string;
                            label: string | null;
                            /** Format: date-time */
                            created_at: string;
                            clicks: number;
                            unique_visitors: number;
                            bot_clicks: number;
                            conversions: number;
                            sales: number;
                            sales_amount: {
                                currency: string;
                                amount_cents: number;
                                commission_cents: number;
                            }[];
                        }[];
                        page: {
                            limit: number;
                            has_more: boolean;
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor's session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind?: "generic" | "domain" | "product";
                    target_type?: "generic" | "domain" | "product";
                    domain?: string;
                    product?: string;
                    label?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `lnk_…` */
                        link_id: string;
                        /** @description The link to share: https://…/r/{token}. */
                        url: string;
                        kind: "generic" | "domain" | "product";
                        target_type: "generic" | "domain" | "product";
                        /** @description kind domain: the listed domain. */
                        domain: string | null;
                        /** @description kind product: the product name. */
                        product: string | null;
                        /** @description The page of our site the link redirects to. */
                        target: string;
                        label: string | null;
                        /** Format: date-time */
                        created_at: string;
                        clicks: number;
                        unique_visitors: number;
                        bot_clicks: number;
                        conversions: number;
                        sales: number;
                        sales_amount: {
                            currency: string;
                            amount_cents: number;
                            commission_cents: number;
                        }[];
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listClicks: {
        parameters: {
            query?: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
                link_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        from: string;
                        /** Format: date-time */
                        to: string;
                        items: {
                            /** @description YYYY-MM-DD (UTC). */
                            date: string;
                            link_id: string;
                            clicks: number;
                            unique_visitors: number;
                            bot_clicks: number;
                        }[];
                        totals: {
                            clicks: number;
                            unique_visitors: number;
                            bot_clicks: number;
                        };
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                /** @description Start, inclusive (ISO 8601). */
                from?: string;
                /** @description End, exclusive (ISO 8601); default now. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        from: string;
                        /** Format: date-time */
                        to: string;
                        clicks: number;
                        unique_visitors: number;
                        bot_clicks: number;
                        conversions: number;
                        sales: number;
                        /** @description GMV of the sales, minor units of currency. */
                        revenue: number;
                        commission: number;
                        currency: string;
                        conversion_rate: number;
                        by_currency: {
                            currency: string;
                            sales: number;
                            revenue: number;
                            commission: number;
                        }[];
                    };
                };
            };
            /** @description `validation_error`: A parameter or the body is missing or malformed; the message names the problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `missing_credentials`: Partner API: the X-Service-Key-Id header is missing. `missing_signature_headers`: Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing. `invalid_timestamp`: Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time). `replay_detected`: Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce. `invalid_signature`: Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: The credentials are valid but do not allow this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: A rate limit or quota is exhausted; Retry-After gives the seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds until the limit's window ends. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error; retry with exponential back-off. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    event_ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "ping";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    data: {
                        webhook: {
                            id: string;
                            /** Format: uri */
                            url: string;
                        };
                        /** @description The resource's version; drop a delivery older than one already processed. */
                        version: number;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_paid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.paid";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description An order was recorded: the partner collected the payment and the domain is held for the buyer (status PAID). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_transfer_pending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.transfer_pending";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description Fulfilment is queued: the domain will be pushed or transferred to the buyer (status TRANSFER_PENDING). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_transfer_started: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.transfer_started";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The push or transfer was submitted to the registrar (status TRANSFER_IN_PROGRESS). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_transfer_completed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "transfer.completed";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The domain is in the buyer's account (status TRANSFER_COMPLETED); refunds are no longer possible. */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_transfer_failed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "transfer.failed";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The push or transfer failed; the timeline entry says why and what happens next (status TRANSFER_FAILED). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_settled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.settled";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The sale was settled with the partner (status SETTLED). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_cancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.cancelled";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The order was cancelled before the transfer started; the domain is for sale again (status CANCELLED). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_refund_requested: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.refund_requested";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The partner asked for a refund before the transfer completed; fulfilment stops (status REFUND_REQUESTED). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_refunded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "order.refunded";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The refund was carried out and the commission reversed; the domain is for sale again (status REFUNDED). */
                    data: {
                        /** @description The order's version after this change (equal to order.version). */
                        version: number;
                        /** @description A partner-collected sale of a listed domain. */
                        order: {
                            /** @description The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds. */
                            public_id: string;
                            /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                            status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                            domain: string;
                            /** @description What the buyer paid, in minor units of `currency`. */
                            price_cents: number;
                            /** @description ISO 4217. */
                            currency: string;
                            payment_model: "partner_collected" | "service_collected";
                            /** @description The partner's commission on the sale, in minor units. */
                            commission_cents: number;
                            /** @description The partner's reference of the payment (e.g. the payment processor's session id). */
                            external_payment_ref: string;
                            buyer: {
                                /** @description Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer). */
                                email: string;
                                name?: string;
                                /** @description ISO 3166-1 alpha-2, e.g. NL. */
                                country?: string;
                                /** @description The buyer's customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code. */
                                registrar_customer?: string;
                            };
                            quote_id: string | null;
                            return_url: string | null;
                            cancel_url: string | null;
                            /** @description How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone. */
                            delivery: {
                                /** @description `push`: moved inside our registrar to the buyer's account; `transfer`: an auth-code transfer to the buyer's registrar; null until chosen. */
                                method: "push" | "transfer" | null;
                                state: "waiting" | "in_progress" | "completed" | "failed" | "stopped";
                                message: string;
                                completed_at: string | null;
                            };
                            /** @description Every step so far, oldest first. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                /** @description PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED. */
                                status: "PAID" | "TRANSFER_PENDING" | "TRANSFER_IN_PROGRESS" | "TRANSFER_COMPLETED" | "SETTLED" | "CANCELLED" | "REFUND_REQUESTED" | "REFUNDED" | "TRANSFER_FAILED";
                                /** @description The event type this step emitted, e.g. order.paid. */
                                event: string;
                                /** @description Who moved the order. */
                                actor: "partner" | "buyer" | "seller" | "registrar" | "system";
                                note: string | null;
                                next_action: string | null;
                            }[];
                            /** @description Grows by one with each status change: of two copies of an order, the higher version is the newer. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.open";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description A brokerage case was opened (status open): Nameport will look for the owner of the domain. */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_researching: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.researching";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description A broker is finding out who owns the domain and how to reach them (status researching). */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_contacting_owner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.contacting_owner";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The broker is contacting the owner (status contacting_owner). */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_negotiating: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.negotiating";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The owner answered with an offer: case.last_offer (status negotiating). Sent again for each new offer. */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_agreed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.agreed";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The owner agreed to sell at case.agreed_price (status agreed). */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_payment_pending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.payment_pending";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The buyer is asked to pay the agreed price; the progress page says how (status payment_pending). */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_transferring: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.transferring";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The buyer paid: an order was recorded at the agreed price (case.order_id) and the domain is on its way (status transferring). */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_case_completed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.case_completed";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The deal closed: the domain is in the buyer's account (status completed); order_id names the order. */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        /** @description The order that moved the domain to the buyer. */
                        order_id: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_closed_unsuccessful: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.closed_unsuccessful";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The case ended without a deal; case.close_reason says why (status closed_unsuccessful): a broker's reason before payment, or, after it, the order's end without the domain reaching the buyer — refunded (order REFUNDED) or order_cancelled (order CANCELLED); case.order_id names that order. */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_brokerage_cancelled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`. */
                    id: string;
                    /** @constant */
                    type: "brokerage.cancelled";
                    /**
                     * Format: date-time
                     * @description When the change happened.
                     */
                    created_at: string;
                    /** @description Position in the history: grows in commit order, service-wide. */
                    sequence: number;
                    /** @description The case was cancelled before any payment (status cancelled). */
                    data: {
                        /** @description The case's version after this change (equal to case.version). */
                        version: number;
                        case: {
                            /** @description The case id, `bc_…`. */
                            case_id: string;
                            /** @description The same as case_id. */
                            id: string;
                            domain: string;
                            tier: "managed" | "self_serve";
                            buyer_email: string;
                            /** @description The buyer's budget in minor units of currency (sent as budget or offer_price). */
                            budget: number;
                            currency: string;
                            status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                            /** @description Set when status is closed_unsuccessful. Before payment a broker's reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order's end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer's payment is returned. */
                            close_reason: ("owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled") | null;
                            /** @description The owner's latest offer from negotiating on, then the agreed price; null before. */
                            last_offer: number | null;
                            /** @description The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at. */
                            agreed_price: number | null;
                            /** @description The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}. */
                            order_id: string | null;
                            environment: "sandbox" | "live";
                            /** @description Every step, oldest first; entries are never changed. */
                            timeline: {
                                /** Format: date-time */
                                at: string;
                                status: "open" | "researching" | "contacting_owner" | "negotiating" | "agreed" | "payment_pending" | "transferring" | "completed" | "closed_unsuccessful" | "cancelled";
                                /** @description Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox's automatic steps), `buyer` (paid on the progress page), `system` (the order's transfer). */
                                actor: "partner" | "operator" | "sandbox" | "buyer" | "system";
                                /** @description What happened, in plain words. */
                                note: string | null;
                                /** @description On negotiating: the owner's offer; on agreed: the agreed price (minor units). */
                                last_offer?: number;
                                reason?: "owner_unresponsive" | "owner_declined" | "over_budget" | "not_for_sale" | "refunded" | "order_cancelled";
                            }[];
                            /** @description Grows by one with each step: drop an event older than the version you hold. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx within 15 s counts as delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your endpoint refused the request (for example a signature that did not verify): retried like any failure. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled at once and nothing more is sent until it is registered again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
