// English demo posts, part 2: David on databases and reliability, Emma on books and writing, more from Alex.
import { quill } from "./html";
import type { DemoPost } from "./types";

export const POSTS_EN_2: DemoPost[] = [
  {
    key: "postgres-indexes",
    lang: "en",
    author: "davidokafor",
    title: "PostgreSQL indexes: what actually helps",
    excerpt:
      "B-trees, composite column order, partial indexes and how to read EXPLAIN ANALYZE: a practical guide to the indexes that make a difference.",
    topics: ["Databases", "Programming"],
    tags: ["postgresql", "indexes", "performance", "sql"],
    status: "published",
    visibility: "public",
    daysAgo: 80,
    featured: true,
    coverSeed: "postgres-indexes",
    metaTitle: "PostgreSQL indexes: a practical guide",
    metaDescription:
      "Which PostgreSQL indexes actually help: composite column order, partial and expression indexes, and reading EXPLAIN ANALYZE without guessing.",
    content: quill`
<p>Most slow queries I am asked to look at have the same cause: a missing index, or an index that exists but cannot be used for the query at hand. Here is what I check, in order, and the handful of index types that solve the vast majority of problems.</p>
<h2>Start with EXPLAIN ANALYZE</h2>
<p>Never add an index on a hunch. Run the slow query with <em>EXPLAIN (ANALYZE, BUFFERS)</em> and read the plan from the innermost node outwards. Look for a <strong>Seq Scan</strong> on a large table that returns few rows, and compare the estimated row counts with the actual ones.</p>
<pre><code class="language-sql">EXPLAIN (ANALYZE, BUFFERS)
SELECT id, title, published_at
FROM posts
WHERE author_id = 42 AND status = 'published'
ORDER BY published_at DESC
LIMIT 20;</code></pre>
<p>If the planner expects 10 rows and gets 100,000, your statistics are stale or your data is skewed; run <em>ANALYZE</em> on the table before anything else.</p>
<h2>Composite indexes: order matters</h2>
<p>A B-tree index on <em>(a, b, c)</em> can serve queries that filter on <em>a</em>, on <em>a</em> and <em>b</em>, or on all three. It is much less useful for a query filtering only on <em>b</em>. The rule of thumb: columns compared with equality first, then the column you sort or range-scan on.</p>
<pre><code class="language-sql">CREATE INDEX CONCURRENTLY posts_author_feed_idx
  ON posts (author_id, status, published_at DESC);</code></pre>
<p>With this index the query above reads exactly 20 index entries and stops. No sort node, no scanning the author's drafts.</p>
<h2>Partial indexes</h2>
<p>If most queries only touch a small, well-defined subset of rows, index only those. A table of jobs where 99% are finished but every query asks for pending ones is the classic case:</p>
<pre><code class="language-sql">CREATE INDEX CONCURRENTLY jobs_pending_idx
  ON jobs (run_at)
  WHERE finished_at IS NULL;</code></pre>
<p>The index stays tiny, fits in memory and is cheap to maintain. The query must include the same condition for the planner to use it.</p>
<h2>Expression indexes</h2>
<p>An index on <em>email</em> does not help <em>WHERE lower(email) = $1</em>. Either index the expression, <em>CREATE INDEX ON users (lower(email))</em>, or store the normalised value in its own column.</p>
<h2>What not to do</h2>
<ol>
<li data-list="bullet">Do not index every column "just in case". Each index slows down writes and takes memory that your hot data needs.</li>
<li data-list="bullet">Do not create indexes without <em>CONCURRENTLY</em> on a busy production table; a plain <em>CREATE INDEX</em> blocks writes until it finishes.</li>
<li data-list="bullet">Do not forget to look for unused indexes. <em>pg_stat_user_indexes</em> shows how often each one is scanned; zero after a month means it is probably dead weight.</li>
</ol>
<blockquote>An index is a promise to do extra work on every write so that some reads get cheaper. Make sure someone is actually collecting on the promise.</blockquote>
<p>Learn to read plans, order your composite columns deliberately and reach for partial indexes more often. That covers most of what I have done in ten years of PostgreSQL tuning.</p>
`,
  },
  {
    key: "zero-downtime-migrations",
    lang: "en",
    author: "davidokafor",
    title: "Zero-downtime schema migrations in practice",
    excerpt:
      "Renaming a column on a live database without an outage takes four deploys, not one. The expand-and-contract pattern, step by step.",
    topics: ["Databases", "DevOps & Reliability"],
    tags: ["postgresql", "migrations", "deploys"],
    status: "published",
    visibility: "public",
    daysAgo: 55,
    featured: false,
    coverSeed: "zero-downtime-migrations",
    content: quill`
<p>During a deploy, old and new versions of your application run at the same time, talking to the same database. Every schema change has to work with both. Once you accept that, zero-downtime migrations become a matter of patience rather than cleverness.</p>
<h2>Expand, migrate, contract</h2>
<p>Take the simplest risky change: renaming <em>users.fullname</em> to <em>users.display_name</em>. Done in one step, the old code crashes the moment the column disappears. Done safely, it takes four:</p>
<ol>
<li data-list="ordered"><strong>Expand.</strong> Add the new column, nullable. Deploy code that writes to both columns and still reads the old one.</li>
<li data-list="ordered"><strong>Backfill.</strong> Copy existing values in small batches.</li>
<li data-list="ordered"><strong>Switch reads.</strong> Deploy code that reads the new column and still writes both.</li>
<li data-list="ordered"><strong>Contract.</strong> Deploy code that no longer touches the old column, then drop it.</li>
</ol>
<pre><code class="language-sql">-- step 2: backfill in batches so no single transaction holds locks for long
UPDATE users
SET display_name = fullname
WHERE id IN (
  SELECT id FROM users
  WHERE display_name IS NULL
  ORDER BY id
  LIMIT 5000
);
-- repeat until it updates 0 rows</code></pre>
<h2>Locks are the real danger</h2>
<p>Most migration outages are not caused by broken code but by locks. <em>ALTER TABLE</em> takes an exclusive lock, and while it waits for a long-running query to finish, every other query on that table queues behind it. The migration itself might take milliseconds; the queue takes down your site.</p>
<p>Always set a lock timeout in migrations, so they fail fast instead of blocking everything:</p>
<pre><code class="language-sql">SET lock_timeout = '3s';
ALTER TABLE users ADD COLUMN display_name text;</code></pre>
<p>A failed migration can be retried. A five-minute pile-up cannot be undone.</p>
<h2>Operations that are safe and unsafe</h2>
<ol>
<li data-list="bullet">Safe: adding a nullable column, adding a column with a constant default (PostgreSQL 11+), creating an index concurrently.</li>
<li data-list="bullet">Careful: adding a NOT NULL constraint — add it as NOT VALID first, then validate separately.</li>
<li data-list="bullet">Unsafe in one step: renaming or dropping columns still in use, changing a column's type, adding a unique constraint without a concurrent index.</li>
</ol>
<blockquote>If a migration can't be rolled back, the deploy before it must make it unnecessary to roll back.</blockquote>
<p>It feels slow the first time. After a few rounds it becomes routine, and "we need a maintenance window" disappears from your team's vocabulary.</p>
`,
  },
  {
    key: "blameless-postmortems",
    lang: "en",
    author: "davidokafor",
    title: "Writing a postmortem nobody dreads",
    excerpt:
      "Postmortems should leave a team wiser, not more anxious. The template we use, and the questions that turn an incident into an improvement.",
    topics: ["DevOps & Reliability", "Career"],
    tags: ["incidents", "postmortem", "oncall"],
    status: "published",
    visibility: "public",
    daysAgo: 45,
    featured: false,
    coverSeed: "blameless-postmortems",
    content: quill`
<p>The first postmortem I attended was a hunt for the person who had typed the wrong command. We found him. He was mortified, the meeting ended, and three months later a different person typed a similar command and caused a similar outage. We had learned who, and nothing about why.</p>
<h2>Blameless does not mean nobody is responsible</h2>
<p>It means we assume people made reasonable decisions with the information they had. If a reasonable person could make that mistake, the system allowed it, and the system is what we can fix. People behave very differently when they know honesty will not be punished: timelines get more accurate, and the embarrassing details — which are usually the useful ones — come out.</p>
<h2>Our template</h2>
<ol>
<li data-list="ordered"><strong>Summary.</strong> Two or three sentences a non-engineer could understand: what broke, for whom, for how long.</li>
<li data-list="ordered"><strong>Impact.</strong> Numbers: failed requests, affected users, lost data if any.</li>
<li data-list="ordered"><strong>Timeline.</strong> Timestamps from first signal to full recovery, including what people believed at each point.</li>
<li data-list="ordered"><strong>Contributing factors.</strong> Plural. There is almost never a single root cause.</li>
<li data-list="ordered"><strong>What went well.</strong> Honestly. It tells you what to protect.</li>
<li data-list="ordered"><strong>Action items.</strong> Each with an owner and a date, and no more than five.</li>
</ol>
<h2>The questions that help</h2>
<p>"Why did you do that?" puts people on the defensive. Better questions are about the environment: What did the dashboard show at that moment? What did you expect to happen? Had anything like this happened before? Which alert fired first, and was it the right one?</p>
<p>The most valuable question, in my experience, is: <em>what made this hard to detect?</em> Most outages are not catastrophic at minute one. They become catastrophic because nobody noticed for forty minutes.</p>
<blockquote>The goal of a postmortem is not a document. It is a team that is slightly better at running this system than it was last week.</blockquote>
<h2>Follow through</h2>
<p>An action item list that is never done teaches people that postmortems are theatre. Keep the list short, put the items in the normal backlog, and review them in the next team meeting. Closing three meaningful items beats opening fifteen hopeful ones.</p>
<p>Finally, share postmortems widely. Other teams will recognise their own systems in yours, and the person who was on call will see that their worst night became something useful.</p>
`,
  },
  {
    key: "connection-pooling",
    lang: "en",
    author: "davidokafor",
    title: "Connection pooling, explained with a coffee shop",
    excerpt:
      "Why your database falls over at 500 connections when it is happy at 50, and how a pooler fixes it, explained without a single diagram.",
    topics: ["Databases"],
    tags: ["postgresql", "pooling", "scaling"],
    status: "published",
    visibility: "public",
    daysAgo: 20,
    featured: false,
    coverSeed: "connection-pooling",
    content: quill`
<p>Imagine a small coffee shop with four baristas. Each customer who walks in is assigned a barista, who stays with them from ordering until they leave — including the ten minutes they spend reading the menu and the twenty minutes they spend drinking. That is how PostgreSQL handles connections by default.</p>
<h2>Why more connections make things slower</h2>
<p>Each PostgreSQL connection is a separate process with its own memory. A few hundred of them compete for CPU, memory and locks, and the database spends more time switching between them than doing useful work. In our coffee shop, hiring two hundred baristas does not make coffee faster; they just get in each other's way behind the counter.</p>
<p>Meanwhile, most application connections are idle most of the time. A web request might hold a connection for 200 milliseconds and use it for 5. The barista is mostly watching someone read the menu.</p>
<h2>What a pooler does</h2>
<p>A connection pooler sits between your application and the database and changes the rules: baristas serve whoever is at the counter <em>right now</em>. Customers still feel like they have a connection, but a real database connection is only lent out while a query or transaction is running.</p>
<ol>
<li data-list="bullet"><strong>Session pooling</strong>: a customer keeps a barista until they leave. Safe, but barely helps.</li>
<li data-list="bullet"><strong>Transaction pooling</strong>: a barista is assigned for one order at a time. This is where the big wins are.</li>
<li data-list="bullet"><strong>Statement pooling</strong>: one barista per sip. Rarely worth the restrictions.</li>
</ol>
<h2>The catch with transaction pooling</h2>
<p>Anything that relies on a session sticking to one connection breaks: session-level settings, advisory locks held across transactions, LISTEN/NOTIFY and, in older setups, prepared statements. Check your driver and ORM documentation before switching.</p>
<pre><code class="language-ini">[pgbouncer]
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20</code></pre>
<h2>How big should the pool be?</h2>
<p>Smaller than you think. A good starting point is a few connections per CPU core of the database server. Measure from there: if queries wait for a connection while the database CPU is idle, grow the pool; if the CPU is saturated, a bigger pool will only make things worse.</p>
<blockquote>The database does not care how many customers are in the shop. It cares how many are at the counter.</blockquote>
<p>Application-side pools help too, but with many app instances they multiply quickly. Ten servers with a pool of twenty each is two hundred connections. A central pooler keeps the total under control.</p>
`,
  },
  {
    key: "oncall-handbook",
    lang: "en",
    author: "davidokafor",
    title: "Our on-call handbook, annotated",
    excerpt:
      "The handbook we give every engineer before their first on-call shift, with notes on why each rule exists. Shared with followers first.",
    topics: ["DevOps & Reliability", "Career"],
    tags: ["oncall", "incidents", "teams"],
    status: "published",
    visibility: "followers",
    daysAgo: 12,
    featured: false,
    coverSeed: "oncall-handbook",
    content: quill`
<p>This is a lightly edited version of the on-call handbook my team uses. I am sharing it with followers first because I would like feedback before it goes public. Each rule is followed by the reason it exists, because rules without reasons get ignored at three in the morning.</p>
<h2>Before your shift</h2>
<ol>
<li data-list="ordered"><strong>Check that alerts reach you.</strong> Trigger a test page. <em>Why: twice, someone's phone had silenced the paging app after an update.</em></li>
<li data-list="ordered"><strong>Read the last week's handover notes.</strong> <em>Why: most incidents are continuations of something odd that started days earlier.</em></li>
<li data-list="ordered"><strong>Know who your backup is.</strong> <em>Why: asking for help is part of the job, and you should not have to search for a name mid-incident.</em></li>
</ol>
<h2>When something fires</h2>
<ol>
<li data-list="ordered"><strong>Acknowledge within five minutes</strong>, even if you cannot act yet. <em>Why: an unacknowledged page escalates and wakes more people.</em></li>
<li data-list="ordered"><strong>Open an incident channel and write as you go.</strong> Short notes: what you see, what you try. <em>Why: it becomes the timeline for the postmortem, and it lets others help without interrupting you.</em></li>
<li data-list="ordered"><strong>Mitigate first, understand later.</strong> Roll back, fail over, scale up. <em>Why: users care about the outage ending, not about our curiosity.</em></li>
<li data-list="ordered"><strong>Escalate after fifteen minutes without progress.</strong> <em>Why: the most common regret in our postmortems is "I should have called someone sooner".</em></li>
</ol>
<h2>After the shift</h2>
<p>Write a handover note even if nothing happened. List noisy alerts; any alert that fired without needing action is a bug in our alerting, and we fix those within the following week.</p>
<blockquote>If you were paged at night, you start late the next day. This is not a perk; tired engineers cause incidents.</blockquote>
<h2>What I would like feedback on</h2>
<p>Two things. First, whether fifteen minutes is the right escalation threshold; some people find it too short for complex systems. Second, how other teams handle on-call across time zones, since ours now spans Lagos, Berlin and Hà Nội. Reply in the comments or send me a message.</p>
`,
  },
  {
    key: "writing-badly-first",
    lang: "en",
    author: "emmawilson",
    title: "The case for writing badly first",
    excerpt:
      "Every good essay I have written began as a bad one. Why the ugly first draft is not a failure of craft but the craft itself.",
    topics: ["Books & Writing", "Productivity"],
    tags: ["writing", "drafts", "craft"],
    status: "published",
    visibility: "public",
    daysAgo: 75,
    featured: true,
    coverSeed: "writing-badly-first",
    metaTitle: "The case for writing badly first",
    metaDescription:
      "Why the ugly first draft is the most important part of writing well, and three practical ways to stop editing before you have anything to edit.",
    content: quill`
<p>For years I wrote the way some people cross a frozen lake: testing each step before putting weight on it. A sentence would appear, I would read it, rewrite it, read it again, and after an hour I would have a beautiful opening paragraph and no idea what the essay was about.</p>
<p>It took me an embarrassingly long time to understand that I was trying to do two jobs at once, and doing both badly.</p>
<h2>Two different jobs</h2>
<p>Drafting is finding out what you think. Editing is making what you think clear to someone else. The first is generous and messy; it needs you to follow tangents and write sentences you will delete. The second is strict; it needs you to cut, reorder and question every word. When you edit while you draft, the strict voice wins, and it kills ideas before they have had a chance to become interesting.</p>
<blockquote>I have never once fixed a blank page. I have fixed hundreds of bad ones.</blockquote>
<h2>What a bad first draft looks like</h2>
<p>Mine are full of notes to myself in square brackets: <em>[better example here]</em>, <em>[is this true?]</em>, <em>[this paragraph is really about something else]</em>. Sentences trail off. The same point appears three times because I had not yet worked out where it belonged. It is not a document anyone else should read. That is exactly why it is useful: no one else will.</p>
<h2>Three ways to let yourself write badly</h2>
<ol>
<li data-list="ordered"><strong>Set a timer and keep typing.</strong> Twenty-five minutes, no deleting. If you get stuck, write "I am stuck because…" and finish the sentence. It almost always unsticks you.</li>
<li data-list="ordered"><strong>Write in a different place from where you edit.</strong> I draft in a plain notes app and edit in the blog editor. The change of scenery tells my brain which job it is doing.</li>
<li data-list="ordered"><strong>Write the middle first.</strong> Openings carry too much pressure. Start with the part you are most sure about and let the beginning emerge from it.</li>
</ol>
<h2>Then be ruthless</h2>
<p>Writing badly first is not permission to publish badly. The second pass is where I cut a third of the words, find the sentence that was hiding in paragraph six and move it to the top, and delete the clever line I loved because it does not serve the reader. Editing is easier, and honestly more fun, when there is something on the page to work with.</p>
<p>Anne Lamott called it the "shitty first draft", and I have yet to find a better name. Give yourself one today. Nobody is watching.</p>
`,
  },
  {
    key: "reading-slowly",
    lang: "en",
    author: "emmawilson",
    title: "Reading slowly in a fast year",
    excerpt:
      "I set out to read fewer books this year, not more. What changed when I stopped counting and started rereading.",
    topics: ["Books & Writing"],
    tags: ["reading", "books", "habits"],
    status: "published",
    visibility: "public",
    daysAgo: 50,
    featured: false,
    coverSeed: "reading-slowly",
    content: quill`
<p>For five years I kept a reading goal. Fifty books, then sixty, then a slightly frantic seventy-two. I met the goal every year and, looking back at the lists, I can tell you something meaningful about perhaps a third of those books. The rest passed through me like weather.</p>
<p>This year I tried the opposite: no number, and a rule that I could reread anything as often as I liked.</p>
<h2>What I noticed</h2>
<p>The first change was that I stopped choosing short books. A reading goal quietly rewards slim novels and punishes the nine-hundred-page one you have been meaning to read for a decade. Without the count, I finally read <em>Middlemarch</em>, slowly, over two months, and it became one of the great reading experiences of my life.</p>
<p>The second change was rereading. I reread three books I loved in my twenties and discovered I had misremembered all of them. The books had not changed; I had. Rereading turned out to be a way of measuring myself against a fixed point.</p>
<h2>How I read now</h2>
<ol>
<li data-list="bullet">One book at a time, with a pencil. Marginal notes are a conversation with the author and with my future self.</li>
<li data-list="bullet">I stop reading books I am not enjoying after fifty pages, without guilt.</li>
<li data-list="bullet">After finishing a book, I write one paragraph about it before starting the next one. Just one. It is astonishing how much this helps memory.</li>
<li data-list="bullet">I read in the morning, before the phone. Twenty minutes is enough.</li>
</ol>
<blockquote>A book read once is an acquaintance. A book read three times is a friend who has watched you grow up.</blockquote>
<h2>The count, for the curious</h2>
<p>I read twenty-three books this year, six of them rereads. It is the smallest number in a decade, and it is the year I would least like to give back. If your reading has started to feel like a treadmill, try dropping the number for a year. The books will still be there, and so, I suspect, will more of you.</p>
`,
  },
  {
    key: "commonplace-book",
    lang: "en",
    author: "emmawilson",
    title: "On keeping a commonplace book",
    excerpt:
      "A notebook of borrowed sentences is the oldest writing tool I know. How I keep mine, and why it is still on paper.",
    topics: ["Books & Writing"],
    tags: ["notebooks", "reading", "writing"],
    status: "published",
    visibility: "public",
    daysAgo: 28,
    featured: false,
    coverSeed: "commonplace-book",
    content: quill`
<p>A commonplace book is a notebook where you copy passages that struck you: lines from books, overheard remarks, a recipe, a definition, a fact you want to remember. Writers and scholars have kept them for centuries. Mine is a battered A5 notebook on its eleventh volume, and it is the most useful writing tool I own.</p>
<h2>Why copy by hand</h2>
<p>Copying a sentence slows you down enough to notice how it works. When I type a quotation into a notes app, I save it. When I copy it by hand, I feel where the commas fall, how long the sentence breathes, which word carries the weight. It is the closest thing I know to an apprenticeship with writers who died two hundred years ago.</p>
<p><img src="{{image:commonplace-notebook}}"></p>
<h2>How mine is organised</h2>
<p>Barely. Entries go in the order I find them, each with the date and the source. The last few pages of every volume are an index of themes — <em>attention, grief, cities, walking, endings</em> — with page numbers. Every so often I read an old volume from start to finish, and the accidental juxtapositions are the best part: a line from Montaigne next to something my niece said at breakfast.</p>
<h2>What goes in</h2>
<ol>
<li data-list="bullet">Sentences I wish I had written, and a note on why.</li>
<li data-list="bullet">Ideas I disagree with, which are often more useful than ones I agree with.</li>
<li data-list="bullet">Facts that surprised me, with where they came from.</li>
<li data-list="bullet">Questions I cannot answer yet.</li>
</ol>
<blockquote>Collect what moves you, and one day you will find out what you think.</blockquote>
<h2>How it feeds my writing</h2>
<p>When I start an essay, I search the index for the theme and read every entry under it. Half the time the essay's real subject is hiding in a quotation I copied years ago without knowing why. The notebook remembers what I was interested in before I understood that I was interested.</p>
<p>Start with any notebook and one sentence from whatever you are reading now. In a year you will have a small library that only you could have written.</p>
`,
  },
  {
    key: "stalled-novel-notes",
    lang: "en",
    author: "emmawilson",
    title: "Notes to myself on a stalled novel",
    excerpt: "Private working notes: why the novel stopped at chapter nine, and three ways forward.",
    topics: ["Books & Writing"],
    tags: ["novel", "notes", "drafts"],
    status: "published",
    visibility: "private",
    daysAgo: 8,
    featured: false,
    coverSeed: "stalled-novel-notes",
    content: quill`
<p>Private. For me, in three months, when I have forgotten why I stopped.</p>
<h2>Where it stands</h2>
<p>Nine chapters, about forty thousand words. The first six move. Seven and eight are competent and lifeless. Nine stops mid-scene, at the kitchen table, with Ruth about to tell her brother about the letter. I have opened the file most mornings for five weeks and closed it again.</p>
<h2>What I think is wrong</h2>
<ol>
<li data-list="ordered">I know what happens next, which means I have stopped discovering anything. The plot outline has become a to-do list.</li>
<li data-list="ordered">Ruth has become too reasonable. In the first chapters she was difficult and funny. Somewhere in chapter seven I started protecting her.</li>
<li data-list="ordered">The letter is a device, and I know it. The reader will too.</li>
</ol>
<h2>Three ways forward</h2>
<ol>
<li data-list="bullet">Throw away the outline for chapters nine to twelve and let Ruth not tell him.</li>
<li data-list="bullet">Write chapter nine from the brother's point of view, as an exercise, not for the book.</li>
<li data-list="bullet">Cut the letter entirely and see what the story does without it.</li>
</ol>
<blockquote>Remember: the stall in the spring draft of the last book was also at chapter nine, and it was also because you knew too much.</blockquote>
<h2>What is still alive</h2>
<p>Before deciding anything, list what still works, because it is easy to forget in a stall. The house by the estuary. The mother's voice in chapter two, which readers in the workshop quoted back to me. The long scene at the ferry terminal, which is the best thing I have written in years and which the rest of the book has to live up to. Whatever I change, those three stay. If a new direction would cost me any of them, it is the wrong direction, however tidy it looks on paper.</p>
<p>Next step: try option two on Saturday morning. Two hours, no judging. If nothing comes of it, try option three the week after.</p>
`,
  },
  {
    key: "editing-is-where",
    lang: "en",
    author: "emmawilson",
    title: "Editing is where the essay happens",
    excerpt:
      "A walk through how I edit: the three passes, the questions I ask each paragraph, and the sentences I have learned to distrust.",
    topics: ["Books & Writing"],
    tags: ["editing", "writing", "craft"],
    status: "published",
    visibility: "public",
    daysAgo: 15,
    featured: false,
    coverSeed: "editing-is-where",
    content: quill`
<p>A few readers asked, after my post on writing badly first, what happens next. This is the answer: editing, in three passes, each with a different question.</p>
<h2>Pass one: what is this about?</h2>
<p>I print the draft and read it in one sitting, pen capped. Then, without looking, I write a single sentence saying what the essay argues. Nine times out of ten that sentence is not what the draft's opening promised. The first edit is structural: move the real subject to the front, and cut whatever does not serve it, however much I like it.</p>
<h2>Pass two: does each paragraph earn its place?</h2>
<p>For each paragraph I ask three questions:</p>
<ol>
<li data-list="ordered">What does this paragraph do that no other paragraph does?</li>
<li data-list="ordered">Would the reader miss it?</li>
<li data-list="ordered">Is it in the right place, or is it answering a question the reader has not asked yet?</li>
</ol>
<p>Usually a quarter of the paragraphs go, and a few swap places. This is the pass where the essay starts to feel inevitable rather than assembled.</p>
<h2>Pass three: sentences</h2>
<p>Only now do I touch individual sentences, reading aloud. I have learned to distrust a few kinds in particular:</p>
<ol>
<li data-list="bullet"><strong>The throat-clearer</strong>: "It is worth noting that…". If it is worth noting, note it.</li>
<li data-list="bullet"><strong>The hedge stack</strong>: "perhaps somewhat", "it could be argued". One hedge, if any.</li>
<li data-list="bullet"><strong>The clever line</strong> that the paragraph was built to deliver. Often it is the one that needs to go.</li>
<li data-list="bullet"><strong>The abstract noun pile</strong>: "the implementation of improvements to communication". Who did what?</li>
</ol>
<blockquote>Reading aloud is the cheapest editor in the world. Your mouth catches what your eyes forgive.</blockquote>
<h2>When to stop</h2>
<p>I stop when changes start going in circles — when I find myself restoring a word I deleted yesterday. At that point the essay is as good as I can make it this month, and the best thing for it is a reader.</p>
`,
  },
  {
    key: "boring-stack",
    lang: "en",
    author: "alex",
    title: "In praise of the boring stack",
    excerpt:
      "One server, one database, server-rendered pages and a little JavaScript. Why the least exciting architecture keeps winning for small teams.",
    topics: ["Web Development", "Programming"],
    tags: ["architecture", "simplicity", "webdev"],
    status: "published",
    visibility: "public",
    daysAgo: 25,
    featured: false,
    coverSeed: "boring-stack",
    content: quill`
<p>Every few months someone asks which stack I would choose for a new product. My answer disappoints them: the most boring one the team already knows. For most small products that means one application server, one PostgreSQL database, a job queue and as little infrastructure as you can get away with.</p>
<h2>Boring is a feature</h2>
<p>Boring technology has known failure modes. When PostgreSQL misbehaves, thousands of people have hit the same problem and written about it. When a two-year-old distributed database misbehaves, you may be the first. Every new technology spends some of a team's limited capacity for the unknown, and a small team cannot afford to spend much.</p>
<h2>What the boring stack handles</h2>
<p>More than people expect. A single well-configured server with a database next to it serves a surprising amount of traffic — comfortably hundreds of requests per second for a typical web app. PostgreSQL gives you relational data, full-text search, JSON documents and a decent job queue with <em>SKIP LOCKED</em>. That covers most of what startups add three separate services for.</p>
<pre><code class="language-sql">-- a perfectly good job queue
SELECT id, payload FROM jobs
WHERE run_at &lt;= now() AND finished_at IS NULL
ORDER BY run_at
FOR UPDATE SKIP LOCKED
LIMIT 10;</code></pre>
<h2>When to leave</h2>
<p>There are good reasons to add complexity: a workload that truly does not fit, a team large enough that one codebase slows everyone down, compliance requirements. The key is that the reason should be a problem you have, measured, not a problem you expect to have if things go well.</p>
<blockquote>Choose the architecture for the company you are, and make it easy to change when you become a different one.</blockquote>
<p>Keep the code modular, keep the data model clean, and the move to something fancier, if it ever comes, will be a project rather than a rewrite. In my experience it rarely comes at all.</p>
`,
  },
  {
    key: "code-review-conversation",
    lang: "en",
    author: "alex",
    title: "Code review is a conversation, not a checkpoint",
    excerpt:
      "How to review code so that people learn, changes get better and nobody waits three days for an approval.",
    topics: ["Programming", "Career"],
    tags: ["codereview", "teams", "feedback"],
    status: "published",
    visibility: "public",
    daysAgo: 10,
    featured: false,
    coverSeed: "code-review-conversation",
    content: quill`
<p>On some teams code review is a toll booth: you stop, pay, and wait for the barrier to lift. On the best teams I have worked with, it is a conversation between two people who want the same thing. The difference is mostly in a few habits.</p>
<h2>For reviewers</h2>
<ol>
<li data-list="ordered"><strong>Review within a working day.</strong> Waiting is the biggest cost of review, much bigger than the time spent reading. A fast "looks fine, one question" beats a perfect review on Thursday.</li>
<li data-list="ordered"><strong>Say what kind of comment it is.</strong> We prefix comments with <em>blocking</em>, <em>suggestion</em> or <em>nit</em>. The author immediately knows what must change and what is taste.</li>
<li data-list="ordered"><strong>Ask before asserting.</strong> "What happens here if the list is empty?" teaches more than "this crashes on empty lists", and it is kinder if you turn out to be wrong.</li>
<li data-list="ordered"><strong>Praise specifically.</strong> "Nice, this test name explains the bug perfectly" tells people what to keep doing.</li>
</ol>
<h2>For authors</h2>
<ol>
<li data-list="bullet">Keep changes small enough to review in fifteen minutes.</li>
<li data-list="bullet">Write a description that explains <em>why</em>, not just what. The diff already shows what.</li>
<li data-list="bullet">Review your own diff first. You will catch the debug print and the commented-out block.</li>
<li data-list="bullet">Treat comments as questions about the code, not judgements about you.</li>
</ol>
<h2>Let machines do the boring part</h2>
<p>Formatting, import order, unused variables: if a tool can check it, a human should never comment on it. Every minute a reviewer spends on semicolons is a minute not spent on whether the change does the right thing.</p>
<blockquote>The question in review is not "is this how I would have written it?" but "is this good enough to build on?"</blockquote>
<p>When disagreements drag on past two rounds of comments, talk. A five-minute call resolves what twenty comments cannot, and the conversation usually ends with both people understanding the code better.</p>
`,
  },
];
