// English demo posts, part 1: the Inkwell team's guides, plus Alex's and Sarah's posts on building and design.
import { quill } from "./html";
import type { DemoPost } from "./types";

export const POSTS_EN_1: DemoPost[] = [
  {
    key: "welcome-to-inkwell",
    lang: "en",
    author: "inkwell",
    title: "Welcome to Inkwell",
    excerpt:
      "Inkwell is a small, self-hostable home for your writing. Here is what it does, what it deliberately does not do, and how to get started in five minutes.",
    topics: ["Inkwell Guides"],
    tags: ["inkwell", "welcome", "guide"],
    status: "published",
    visibility: "public",
    daysAgo: 118,
    featured: false,
    coverSeed: "welcome-to-inkwell",
    metaTitle: "Welcome to Inkwell, a self-hostable blog",
    metaDescription:
      "What Inkwell is, who it is for, and how to publish your first post, follow writers and keep your words on a server you control.",
    content: quill`
<p>Welcome! Inkwell is a blogging platform you can run on your own server. It gives you a clean editor, a reading feed, comments, direct messages and a bilingual help assistant, and it keeps every word you write in a database that belongs to you.</p>
<p>We built it because the web still needs places where people write longer than a post and shorter than a book, without an algorithm deciding who gets to read them. This guide is a quick tour.</p>
<h2>What you can do here</h2>
<ol>
<li data-list="bullet"><strong>Write</strong> in a distraction-free editor with headings, lists, quotes, code blocks and images.</li>
<li data-list="bullet"><strong>Publish now or later.</strong> Save drafts, schedule a post for a date and time, or publish immediately.</li>
<li data-list="bullet"><strong>Choose who reads.</strong> Every post can be public, visible only to your followers, or private.</li>
<li data-list="bullet"><strong>Follow writers</strong> and read their new posts in your feed, newest first. No ranking, no surprises.</li>
<li data-list="bullet"><strong>Talk.</strong> Comment on posts with threaded replies, or send someone a direct message.</li>
</ol>
<h2>Your first five minutes</h2>
<ol>
<li data-list="ordered">Open your profile settings and add a photo and a one-line introduction. Readers decide whether to follow you from that line, so make it specific: "I write about backend reliability" beats "Engineer. Thinker."</li>
<li data-list="ordered">Pick a few topics you care about from the Explore page. Topics are how new readers find you.</li>
<li data-list="ordered">Follow two or three writers whose posts you enjoy. Your feed becomes useful immediately.</li>
<li data-list="ordered">Click <em>Write</em> and start a draft. It is saved as you type, so there is no wrong moment to close the tab.</li>
</ol>
<h2>What Inkwell does not do</h2>
<p>There are no ads, no tracking pixels and no engagement scores. View counts exist so that you know a post was read, not so that you chase them. We count a reader at most once a day per post, which keeps the numbers honest.</p>
<blockquote>Write for one reader you respect. The rest will find you.</blockquote>
<p>Inkwell is also deliberately small. It is one server process and one database, which means you can back it up, move it and understand it. If you are the person running this instance, the README in the repository explains configuration, backups and upgrades.</p>
<h2>Where to go next</h2>
<p>Read our guide on <a href="/search?q=scheduling">writing and scheduling posts</a>, then the one on visibility and SEO fields. Vietnamese readers can start with <em>Chào mừng đến với Inkwell</em>, our guide in Vietnamese.</p>
<p>And if you get stuck, open the help assistant in the corner of any page and ask in English or Vietnamese. Happy writing.</p>
`,
  },
  {
    key: "writing-and-scheduling",
    lang: "en",
    author: "inkwell",
    title: "Writing and scheduling posts in Inkwell",
    excerpt:
      "A walkthrough of the editor, drafts, autosave, cover images and the scheduler, so you can publish on your own timetable.",
    topics: ["Inkwell Guides", "Productivity"],
    tags: ["inkwell", "editor", "scheduling", "guide"],
    status: "published",
    visibility: "public",
    daysAgo: 110,
    featured: false,
    coverSeed: "writing-and-scheduling",
    metaTitle: "How to write and schedule posts in Inkwell",
    metaDescription:
      "Use the Inkwell editor, drafts, cover images and scheduled publishing to write when you are inspired and publish when your readers are around.",
    content: quill`
<p>Most writing happens in bursts: an idea on the train, a paragraph before bed, a long Sunday morning. Inkwell's editor is built around that reality. This guide covers everything between a blank page and a published post.</p>
<h2>The editor</h2>
<p>Click <strong>Write</strong> in the top bar. The editor supports the formatting that serves long-form writing and nothing that does not:</p>
<ol>
<li data-list="bullet">Three levels of headings, to give longer posts a structure readers can skim.</li>
<li data-list="bullet">Bold, italic, underline, strikethrough and links.</li>
<li data-list="bullet">Bulleted and numbered lists, block quotes and code blocks with syntax highlighting.</li>
<li data-list="bullet">Images, uploaded by drag and drop or pasted from the clipboard. Large images are resized for you.</li>
</ol>
<p>Keyboard shortcuts work as you would expect: <em>Ctrl+B</em> for bold, <em>Ctrl+I</em> for italic, <em>Ctrl+K</em> for a link. Typing three backticks on a new line starts a code block.</p>
<h2>Drafts and autosave</h2>
<p>Every post starts as a draft, and drafts are saved a moment after you stop typing. You can see all of them under <strong>My posts → Drafts</strong>. Drafts are only ever visible to you, whatever their visibility setting says, so feel free to keep half-finished ideas around.</p>
<h2>Title, excerpt and cover</h2>
<p>The title becomes the post's address. If you change it after publishing, the old address keeps working and redirects to the new one, so links people shared never break.</p>
<p>The excerpt is the one or two sentences shown in feeds and search results. If you leave it empty, Inkwell uses the opening of your post, but a handwritten excerpt almost always does better. A cover image is optional; posts without one get a generated pattern in the colours of their first topic.</p>
<h2>Scheduling</h2>
<p>Open the publish panel and choose <strong>Schedule</strong> instead of <strong>Publish now</strong>. Pick a date and time in your own time zone. Until then the post sits in <em>Scheduled</em>, where you can still edit it or move the date. At the chosen minute it appears in your followers' feeds exactly as if you had pressed publish yourself.</p>
<blockquote>Tip: schedule posts for the morning in your readers' time zone, not yours. If most of your readers are in Vietnam and you write from Berlin, 8:00 in Hà Nội is 2:00 or 3:00 for you.</blockquote>
<h2>Reading time and topics</h2>
<p>Inkwell estimates reading time from the length of your post and shows it next to the title. Add one to three topics so your post appears on the right topic pages, and a few tags for finer-grained search. Topics are curated by the instance admins; tags are yours to invent.</p>
<p>That's it. Write when it suits you, publish when it suits your readers.</p>
`,
  },
  {
    key: "visibility-and-seo",
    lang: "en",
    author: "inkwell",
    title: "Visibility, SEO fields and sharing your posts",
    excerpt:
      "Public, followers-only or private: what each visibility means, and how to use the meta title and description to look good in search and link previews.",
    topics: ["Inkwell Guides"],
    tags: ["inkwell", "seo", "privacy", "guide"],
    status: "published",
    visibility: "public",
    daysAgo: 95,
    featured: false,
    coverSeed: "visibility-and-seo",
    metaTitle: "Post visibility and SEO fields in Inkwell",
    metaDescription:
      "Learn who can see public, followers-only and private posts on Inkwell, and how to write a meta title and description that earn the click.",
    content: quill`
<p>Not everything you write is meant for everyone. Inkwell lets you decide, post by post, who can read it, and gives you two small fields that make a big difference when your post is shared.</p>
<h2>The three visibilities</h2>
<ol>
<li data-list="bullet"><strong>Public</strong>: anyone on the internet can read the post. It appears in feeds, topic pages, search and your profile.</li>
<li data-list="bullet"><strong>Followers</strong>: only signed-in people who follow you can read it. Everyone else sees that the post exists only if they visit your profile while following you; otherwise it is invisible.</li>
<li data-list="bullet"><strong>Private</strong>: only you. Useful for journals, notes and posts you have unpublished but do not want to delete.</li>
</ol>
<p>You can change visibility at any time from the publish panel. Changing a public post to followers-only removes it from search and topic pages straight away. Comments stay attached to the post and follow its visibility.</p>
<blockquote>Visibility controls who can read a post on Inkwell. It cannot un-send something that was already copied elsewhere, so treat "public" as public.</blockquote>
<h2>Meta title and meta description</h2>
<p>Open the <strong>SEO</strong> section of the publish panel and you will find two optional fields. Search engines and link previews in chat apps use them instead of your post's title and excerpt when they are set.</p>
<ol>
<li data-list="ordered"><strong>Meta title</strong>, up to 60 characters. Longer titles get cut off in search results. Put the words people would actually search for near the front.</li>
<li data-list="ordered"><strong>Meta description</strong>, up to 160 characters. One or two plain sentences that promise what the reader will get. Avoid repeating the title.</li>
</ol>
<p>For example, a post titled <em>What I wish I knew before my first on-call shift</em> works well as a headline, but someone searching would type something closer to <em>on-call tips for new engineers</em>. A meta title of "On-call tips for new engineers: a survival guide" meets them where they are, while your page keeps its more personal title.</p>
<h2>Sharing</h2>
<p>Every public post has a share button that copies a clean link. Inkwell generates preview cards with your cover image, title and description, so links look good in messaging apps and social networks. Followers-only and private posts never show their content in previews, only a neutral card.</p>
<h2>A quick checklist before you publish</h2>
<ol>
<li data-list="bullet">Is the visibility what you intend?</li>
<li data-list="bullet">Does the excerpt make sense to someone who has never heard of you?</li>
<li data-list="bullet">If the post is public and you want it found, are the meta fields filled in?</li>
</ol>
<p>Small habits, but they add up to posts that reach the right people and only them.</p>
`,
  },
  {
    key: "ship-small",
    lang: "en",
    author: "alex",
    title: "Ship small, ship often: notes from a year of tiny releases",
    excerpt:
      "For a year our team shipped nothing larger than a day's work. Deploys got boring, incidents got smaller, and we learned a few things about slicing work.",
    topics: ["Programming", "Web Development", "Productivity"],
    tags: ["shipping", "teams", "process"],
    status: "published",
    visibility: "public",
    daysAgo: 90,
    featured: false,
    coverSeed: "ship-small",
    content: quill`
<p>Last year my team made one rule: nothing goes into review that took more than a day to write. Not "a feature per day" — a <em>change</em> per day. Twelve months later, it is the single process change I would keep if I could keep only one.</p>
<h2>Why small works</h2>
<p>A small change is easy to review, which means it actually gets reviewed instead of skimmed. It is easy to roll back, which means deploying it is not scary. And when something breaks, the diff that caused it is forty lines long, not four thousand.</p>
<p>The less obvious benefit was psychological. Big branches create a kind of debt: the longer they live, the more you dread merging them. Small changes never build up that dread. Our deploy went from a weekly event with a checklist to something that happened eight times a day without anyone mentioning it.</p>
<h2>How we sliced work</h2>
<p>The hard part is not the rule, it is learning to cut features into pieces that are each safe to ship. A few patterns did most of the work:</p>
<ol>
<li data-list="ordered"><strong>Ship the data model first.</strong> Add the column or table, unused. Then the code that writes it. Then the code that reads it.</li>
<li data-list="ordered"><strong>Hide unfinished work behind a flag.</strong> A boolean in config is enough; you do not need a feature-flag platform to start.</li>
<li data-list="ordered"><strong>Build the boring path first.</strong> Ship the happy path to internal users, then error handling, then the edge cases.</li>
<li data-list="ordered"><strong>Refactor in a separate change.</strong> A change that moves code and changes behaviour at the same time is two changes pretending to be one.</li>
</ol>
<h2>What it cost us</h2>
<p>It is not free. Feature flags need cleaning up, and we were bad at it for the first few months; at one point we had thirty flags and nobody remembered what eleven of them did. We now add a removal date in the flag's comment, and a weekly reminder lists the expired ones.</p>
<p>Some work also resists slicing. A dependency upgrade that touches every file is one change whatever you do. We allowed exceptions, but they needed a second reviewer and a quiet afternoon to land.</p>
<blockquote>The goal was never small pull requests. The goal was a codebase where shipping is so routine that nobody needs courage to do it.</blockquote>
<h2>Would I recommend it?</h2>
<p>Yes, with one caveat: do not start with the rule. Start by measuring how long your changes live before they merge. If the answer is "days" and your deploys feel tense, try the one-day limit for a month and see what happens. If you already ship calmly, you do not need my rule — you already have the habit it is trying to build.</p>
`,
  },
  {
    key: "typescript-strict-mode",
    lang: "en",
    author: "alex",
    title: "A field guide to TypeScript's strict mode",
    excerpt:
      "What each strict flag actually catches, which ones hurt when you turn them on in an old codebase, and the order I would enable them in.",
    topics: ["Programming", "Web Development"],
    tags: ["typescript", "javascript", "tooling"],
    status: "published",
    visibility: "public",
    daysAgo: 60,
    featured: false,
    coverSeed: "typescript-strict-mode",
    content: quill`
<p>"Just turn on strict mode" is advice that sounds simple until you do it in a three-year-old codebase and get 1,400 errors. Strict mode is not one setting but a bundle of them, and it pays to know what each one buys you.</p>
<h2>What is in the bundle</h2>
<ol>
<li data-list="bullet"><strong>strictNullChecks</strong> makes <em>null</em> and <em>undefined</em> their own types. This is the big one: it catches the most real bugs and produces the most errors.</li>
<li data-list="bullet"><strong>noImplicitAny</strong> refuses to guess <em>any</em> when it cannot infer a type. Mostly affects function parameters.</li>
<li data-list="bullet"><strong>strictFunctionTypes</strong> checks callback parameters properly instead of bivariantly.</li>
<li data-list="bullet"><strong>strictPropertyInitialization</strong> requires class fields to be set in the constructor.</li>
<li data-list="bullet"><strong>useUnknownInCatchVariables</strong> types the error in a catch block as <em>unknown</em>, because anything can be thrown.</li>
</ol>
<h2>The flag that is not in the bundle</h2>
<p>My favourite flag is not part of strict at all: <strong>noUncheckedIndexedAccess</strong>. Without it, TypeScript assumes every array index and every record lookup succeeds:</p>
<pre><code class="language-typescript">const users: Record&lt;string, User&gt; = loadUsers();
const alex = users["alex"]; // typed as User, may be undefined

const first = items[0];     // typed as Item, even for []
first.name.toUpperCase();   // compiles, crashes at runtime</code></pre>
<p>With the flag on, both are typed as possibly <em>undefined</em> and the compiler makes you handle the empty case. It is noisy at first, but it finds exactly the kind of bug that slips past tests because the test data always has one item.</p>
<h2>Turning it on in an existing project</h2>
<p>Do not flip everything at once. The order that has worked for me:</p>
<ol>
<li data-list="ordered">Enable <strong>noImplicitAny</strong> first. The fixes are mechanical and make later errors easier to read.</li>
<li data-list="ordered">Enable <strong>strictNullChecks</strong> and fix errors directory by directory. Resist sprinkling the non-null assertion operator; each one is a small lie.</li>
<li data-list="ordered">Enable the rest of strict. They usually produce a handful of errors each.</li>
<li data-list="ordered">Finally, try <strong>noUncheckedIndexedAccess</strong> and see whether your team can live with it.</li>
</ol>
<p>If the error count is overwhelming, a useful trick is to check new code strictly and old code leniently with two tsconfig files, then move folders from one to the other as you clean them up.</p>
<pre><code class="language-json">{
  "extends": "./tsconfig.base.json",
  "compilerOptions": { "strict": true, "noUncheckedIndexedAccess": true },
  "include": ["src/features/**/*"]
}</code></pre>
<h2>Was it worth it?</h2>
<p>In our case the migration took about three weeks of background effort. In the following quarter, the number of "cannot read properties of undefined" errors in our error tracker dropped by roughly two thirds. That is not a controlled experiment, but I have not met anyone who turned strict mode on and then asked to turn it off again.</p>
`,
  },
  {
    key: "phone-street-photography",
    lang: "en",
    author: "alex",
    title: "Street photography with the phone in your pocket",
    excerpt:
      "You do not need a new camera to take better pictures. Six habits that improved my street photos more than any gear I have bought.",
    topics: ["Photography", "Travel"],
    tags: ["photography", "phone", "street"],
    status: "published",
    visibility: "public",
    daysAgo: 40,
    featured: false,
    coverSeed: "phone-street-photography",
    content: quill`
<p>I have owned three "serious" cameras. The photos I like best from the past two years were almost all taken with my phone, for a simple reason: it was with me. Here are the habits that made the difference, none of which cost money.</p>
<h2>1. Walk slower than you think you should</h2>
<p>Good street pictures come from noticing, and you cannot notice at commuting speed. When I go out to shoot I pick a single street and walk it twice, once in each direction. The second pass is always better because I already know where the light is.</p>
<h2>2. Find the light, then wait for the people</h2>
<p>Instead of chasing interesting people, find an interesting patch of light — a gap between buildings, a shop window glowing at dusk — and wait for someone to walk into it. This single trick changed my hit rate more than anything else.</p>
<p><img src="{{image:street-light-example}}"></p>
<h2>3. Tap to expose for the highlights</h2>
<p>Phone cameras expose for the average of the scene, which washes out bright areas. Tap on the brightest important part of the frame and drag the exposure slider down a little. Shadows can be lifted later; blown highlights are gone for good.</p>
<h2>4. Get closer, then a little closer</h2>
<p>The wide lens on a phone makes everything look far away. Take one step forward before every shot. If that feels uncomfortable, stand still at a busy corner and let people come to you; after ten minutes nobody notices you.</p>
<h2>5. Use the grid and keep lines straight</h2>
<p>Turn on the grid overlay. Keep vertical lines of buildings vertical, and put the horizon on a third line rather than the middle. It sounds rigid, but a straight frame lets the viewer look at the subject instead of the tilt.</p>
<h2>6. Edit lightly and consistently</h2>
<p>I use the built-in editor and limit myself to four adjustments: exposure, contrast, warmth and crop. Applying the same small edit to a whole day's photos makes them look like a set, which matters more than making any single one perfect.</p>
<blockquote>The best camera is the one you have with you. The second best is the one you know how to use without thinking.</blockquote>
<h2>A note on people</h2>
<p>Street photography involves strangers, and they deserve respect. I do not photograph people in distress, I delete a picture if someone asks, and I am more careful with children than with anyone else. In some countries photographing people in public has legal limits too, so learn the local rules before you travel.</p>
<p>Try one habit per week. By the end of a month you will have better photos and, more importantly, a better eye.</p>
`,
  },
  {
    key: "home-lab-notes",
    lang: "en",
    author: "alex",
    title: "Notes on my tiny home lab",
    excerpt: "A mini PC, a backup drive and a few containers: what I run at home, and what I gave up on.",
    topics: ["DevOps & Reliability"],
    tags: ["homelab", "selfhosting", "docker"],
    status: "draft",
    visibility: "public",
    daysAgo: 2,
    featured: false,
    coverSeed: "home-lab-notes",
    content: quill`
<p>This is a working draft. My home lab is deliberately small: one fanless mini PC with 16 GB of RAM, an external drive for backups and a cheap router that I have not managed to break yet.</p>
<h2>What runs on it</h2>
<ol>
<li data-list="bullet">This blog's staging instance, so I can try upgrades before the real thing.</li>
<li data-list="bullet">A photo library that replaced a paid cloud subscription.</li>
<li data-list="bullet">A DNS-level ad blocker for the whole house.</li>
<li data-list="bullet">Nightly backups of everything above to the external drive, and weekly to a friend's machine across town.</li>
</ol>
<h2>What I gave up on</h2>
<p>I tried running Kubernetes at home for about a month. It worked, in the sense that everything ran, but I spent more time maintaining the cluster than using the services on it. Plain containers with a compose file and a systemd timer for backups turned out to be enough.</p>
<p>I also stopped hosting my own email. Deliverability is a full-time job and I already have one.</p>
<h2>Rules I try to follow</h2>
<ol>
<li data-list="ordered">Everything is described in files in one repository. If the machine dies, a new one should be running the same services within an hour.</li>
<li data-list="ordered">A backup that has never been restored is not a backup. I restore one service per month, picked at random.</li>
<li data-list="ordered">Nothing is exposed to the internet unless it needs to be; the rest is reachable over a VPN.</li>
<li data-list="ordered">If something needs attention more than once a month, it gets simplified or removed.</li>
</ol>
<h2>What it costs</h2>
<p>The mini PC cost less than a year of the cloud subscriptions it replaced, and it draws about as much power as an old light bulb. The real cost is attention: roughly an hour a month for updates and the monthly restore test. That is the budget, and anything that needs more than that has to justify itself or go.</p>
<p>Still to do: add the power consumption numbers, the compose file, and a section on updates. Also photos of the cable mess, for honesty.</p>
`,
  },
  {
    key: "designing-calm-interfaces",
    lang: "en",
    author: "sarahchen",
    title: "Designing calm interfaces",
    excerpt:
      "Calm software does not demand attention it has not earned. Five principles I use to make interfaces quieter without making them less useful.",
    topics: ["Design"],
    tags: ["ux", "interface", "attention"],
    status: "published",
    visibility: "public",
    daysAgo: 100,
    featured: false,
    coverSeed: "designing-calm-interfaces",
    content: quill`
<p>Most of the software on my phone is designed to be noticed. Red badges, bouncing icons, toasts that slide in while I am typing. Each one is small, and each was probably justified in a planning meeting. Together, they make using a computer feel like standing in a busy train station.</p>
<p>Calm interfaces are the opposite: they stay out of the way until you need them, and then they are clear. Here are the principles I return to.</p>
<h2>1. Every interruption has a cost</h2>
<p>Before adding a notification, a modal or an animation, I ask what the user was doing a second earlier and whether this is worth breaking their focus. A failed payment is. A "tip of the day" almost never is.</p>
<h2>2. Use the periphery</h2>
<p>Not everything needs the centre of the screen. Status can live in a corner, quietly changing colour. A sync indicator that turns from grey to amber communicates more, and disturbs less, than a dialog.</p>
<p><img src="{{image:calm-ui-sketch}}"></p>
<h2>3. Fewer colours, used consistently</h2>
<p>Calm palettes are mostly neutral, with one accent colour that always means the same thing: "you can act here". When every element competes for attention with its own colour, nothing stands out, and the eye has nowhere to rest.</p>
<h2>4. Motion that explains, not motion that performs</h2>
<p>Animation is useful when it shows where something came from or went to: a panel sliding from the button that opened it, a deleted item collapsing out of a list. It is noise when it exists only to look lively. Keep transitions short — 150 to 250 milliseconds covers almost everything — and respect the reduced-motion setting.</p>
<h2>5. Let the user finish</h2>
<p>Never move things under someone's cursor. Do not load content that pushes the button they were about to tap. Do not steal focus from a text field. These sound obvious, yet they are some of the most common complaints in every usability test I run.</p>
<blockquote>A calm interface is not an empty one. It is one where everything on the screen has earned its place.</blockquote>
<h2>Measuring calm</h2>
<p>Calm is hard to put on a dashboard, but you can get close. Count how many interruptions a new user sees in their first session. Watch how often people dismiss something without reading it. Ask, in interviews, how the product makes them <em>feel</em>, and listen for words like "busy", "noisy" or "nagging".</p>
<p>When those numbers and words go down while people still get their work done, you are on the right track.</p>
`,
  },
  {
    key: "web-typography-checklist",
    lang: "en",
    author: "sarahchen",
    title: "Typography for the web: a practical checklist",
    excerpt:
      "Line length, line height, a type scale and sensible font loading: the ten-minute checklist I run on every new product.",
    topics: ["Design", "Web Development"],
    tags: ["typography", "css", "readability"],
    status: "published",
    visibility: "public",
    daysAgo: 70,
    featured: false,
    coverSeed: "web-typography-checklist",
    metaTitle: "Web typography checklist: readable text in 10 minutes",
    metaDescription:
      "A practical checklist for readable web typography: line length, line height, type scale, contrast and font loading, with CSS you can copy.",
    content: quill`
<p>Good typography is mostly invisible. Readers do not notice a comfortable line length; they just read longer. Here is the checklist I run through whenever I join a project, in order of impact.</p>
<h2>1. Line length</h2>
<p>Aim for 60 to 75 characters per line for body text. Longer lines make the eye lose its place when jumping back to the start of the next line; shorter lines break the rhythm of reading. The <em>ch</em> unit makes this easy.</p>
<h2>2. Line height</h2>
<p>Body text wants a line height of about 1.5 to 1.7. Headings want less, around 1.1 to 1.25, because large type with generous spacing looks like separate lines rather than one heading.</p>
<h2>3. A modest type scale</h2>
<p>Pick a ratio and stick to it. For reading-heavy sites a ratio of 1.2 or 1.25 keeps headings distinct without shouting. Write the sizes down as variables so nobody invents a 19px heading at two in the morning.</p>
<pre><code class="language-css">:root {
  --text-base: 1.125rem;
  --text-lg: calc(var(--text-base) * 1.25);
  --text-xl: calc(var(--text-lg) * 1.25);
  --text-2xl: calc(var(--text-xl) * 1.25);
}

.prose {
  max-width: 68ch;
  font-size: var(--text-base);
  line-height: 1.65;
}

.prose h2 {
  font-size: var(--text-xl);
  line-height: 1.2;
  margin-block: 2em 0.6em;
}</code></pre>
<h2>4. Contrast</h2>
<p>Light grey text on white looks elegant in a mock-up and is painful on a cheap laptop in the sun. Body text should meet at least a 4.5:1 contrast ratio against its background. Use the lighter greys for secondary information only.</p>
<h2>5. Font loading</h2>
<p>If you use web fonts, load at most two families and as few weights as you can. Use <em>font-display: swap</em> so text appears immediately in a fallback font, and choose a fallback with similar proportions to reduce the jump when the real font arrives. A system font stack is a perfectly respectable choice and costs nothing.</p>
<h2>6. Language support</h2>
<p>Check your fonts with the languages your readers use. Vietnamese, for example, stacks diacritics above and below letters — try "Nguyễn", "Phượng" and "Đặng" — and many display fonts either lack the glyphs or place the marks badly. Increase line height slightly for languages with tall diacritics.</p>
<h2>7. Spacing between paragraphs</h2>
<p>Use space between paragraphs or first-line indents, never both. On screens, space works better; one line-height's worth is a good default.</p>
<blockquote>Typography exists to honour content. — Robert Bringhurst</blockquote>
<p>None of this requires a designer's eye, only attention. Run through the list once and your product will feel noticeably more considered.</p>
`,
  },
  {
    key: "color-contrast",
    lang: "en",
    author: "sarahchen",
    title: "Colour contrast without the guesswork",
    excerpt:
      "How contrast ratios work, why your brand colour probably fails on white, and a simple way to build an accessible palette from the start.",
    topics: ["Design"],
    tags: ["accessibility", "color", "ux"],
    status: "published",
    visibility: "public",
    daysAgo: 35,
    featured: false,
    coverSeed: "color-contrast",
    content: quill`
<p>Every design review I have been in eventually reaches the same moment: someone squints at a button and asks whether the text is readable. Contrast should not be a matter of squinting. It can be measured, and once you know how, you can design palettes that pass from the first draft.</p>
<h2>What a contrast ratio is</h2>
<p>The contrast ratio compares the relative luminance of two colours, from 1:1 (identical) to 21:1 (black on white). The accessibility guidelines ask for at least <strong>4.5:1</strong> for normal text and <strong>3:1</strong> for large text and for meaningful parts of icons and controls.</p>
<p>Luminance is not the same as how "strong" a colour looks. Saturated yellows and light greens are very bright, so white text on them fails badly. Saturated blues and purples are dark, so they usually pass. This is why so many brand colours, chosen for how they look in a logo, fail as button backgrounds.</p>
<h2>Build a palette in steps</h2>
<p>Instead of one brand colour, create a scale of ten steps from very light to very dark, and decide in advance which steps can hold which text:</p>
<ol>
<li data-list="bullet">Steps 50–200: backgrounds and subtle fills. Dark text only.</li>
<li data-list="bullet">Steps 300–400: borders and decorative elements. No text.</li>
<li data-list="bullet">Steps 500–600: buttons and links. Check each against white.</li>
<li data-list="bullet">Steps 700–900: text on light backgrounds and backgrounds for white text.</li>
</ol>
<p>Once the rules are written down, designers and engineers can combine colours without checking every pair.</p>
<h2>Common traps</h2>
<ol>
<li data-list="ordered"><strong>Placeholder text.</strong> It is text, and people need to read it. Light grey at 2:1 is not enough.</li>
<li data-list="ordered"><strong>Disabled states.</strong> They are exempt from the rules, but users still need to understand what is disabled and why.</li>
<li data-list="ordered"><strong>Text on images.</strong> Add a gradient scrim behind the text; check the contrast at the brightest point of the photo.</li>
<li data-list="ordered"><strong>Colour alone.</strong> Red and green error and success states look identical to many people. Add an icon or a word.</li>
</ol>
<blockquote>Accessible contrast is not a constraint on good design. It is what good design looks like to everyone, including you on a sunny balcony.</blockquote>
<h2>Dark mode</h2>
<p>Dark themes need their own checks. Pure white on pure black is harsh and causes halos for people with astigmatism; an off-white on a very dark grey reads better. Your accent colour may need a lighter step in dark mode to keep the same contrast.</p>
<p>Measure, write the rules down, and stop squinting.</p>
`,
  },
  {
    key: "empty-states",
    lang: "en",
    author: "sarahchen",
    title: "Designing empty states that actually help",
    excerpt:
      "The first screen a new user sees is usually empty. Here is how to turn that blank space into the most useful screen in the product.",
    topics: ["Design"],
    tags: ["ux", "onboarding", "emptystates"],
    status: "scheduled",
    visibility: "public",
    daysAgo: -3,
    featured: false,
    coverSeed: "empty-states",
    content: quill`
<p>Empty states are the screens nobody designs on purpose. A list with no items, a search with no results, a dashboard before the first data arrives. They are often the first thing a new user sees, which makes them some of the most important screens in any product.</p>
<h2>Three kinds of empty</h2>
<ol>
<li data-list="bullet"><strong>First use</strong>: nothing here yet because the user is new. The goal is to show what this place is for and how to fill it.</li>
<li data-list="bullet"><strong>User-cleared</strong>: the inbox is empty because the user dealt with everything. The goal is to confirm, and maybe celebrate a little.</li>
<li data-list="bullet"><strong>No results</strong>: a search or filter matched nothing. The goal is to help the user recover.</li>
</ol>
<p>These need different designs. A cheerful illustration that says "Nothing here yet!" is lovely on first use and infuriating when a search you expected to work returns nothing.</p>
<h2>A good first-use empty state</h2>
<ol>
<li data-list="ordered">Says in one sentence what will appear here.</li>
<li data-list="ordered">Offers the single most useful next action as a button.</li>
<li data-list="ordered">Optionally shows an example, so the user can picture the filled-in screen.</li>
</ol>
<p>On a blogging platform, an empty "Your posts" page might read: "Your published posts and drafts will appear here." with a <em>Write your first post</em> button. That is enough. Resist the urge to explain every feature; the user will learn them when they need them.</p>
<h2>A good no-results state</h2>
<p>Repeat the query so the user can spot a typo. Suggest removing filters, and say which ones are active. If your search is strict about accents or spelling, offer the looser alternative: someone searching "pho" probably wants "phở".</p>
<blockquote>An empty state is a conversation starter. Decide what you want the user to say next, and make that the easiest thing to do.</blockquote>
<h2>Don't forget errors</h2>
<p>Sometimes a screen is empty because loading failed. That is not an empty state, and it should never look like one. Telling someone they have no messages when the truth is "we could not load your messages" destroys trust quickly. Show the error, offer a retry, and keep whatever was already on screen.</p>
<p>Spend an afternoon listing every empty state in your product. You will probably find a dozen, and fixing the top three is some of the cheapest onboarding work you can do.</p>
`,
  },
  {
    key: "kind-design-critiques",
    lang: "en",
    author: "sarahchen",
    title: "Design critiques that don't hurt (and still make the work better)",
    excerpt:
      "Critique is a skill, not a personality trait. The format my team uses to give honest feedback without bruising anyone.",
    topics: ["Design", "Career"],
    tags: ["feedback", "teams", "critique"],
    status: "published",
    visibility: "public",
    daysAgo: 18,
    featured: false,
    coverSeed: "kind-design-critiques",
    content: quill`
<p>Early in my career I left a design critique and cried in a stairwell. The feedback had been correct, mostly. It had also been delivered as a list of everything wrong with my work, in front of twelve people, with no suggestion of what to do next. I have spent a lot of time since thinking about how to do this better.</p>
<h2>Start with the goal, not the pixels</h2>
<p>Every critique at our company starts with the presenter stating three things: the problem being solved, the stage of the work, and the kind of feedback they want. "This is an early sketch of the checkout flow; I want to know if the steps make sense, not whether the buttons are the right blue." It saves an astonishing amount of wasted breath.</p>
<h2>Talk about the work, from the user's side</h2>
<p>"I don't like the sidebar" is about the critic. "A first-time user might not notice the sidebar, because nothing draws the eye there" is about the user, and it gives the designer something to test. We ask people to phrase feedback as an observation about how someone would experience the design.</p>
<h2>Questions before opinions</h2>
<p>Half of what looks like a mistake in a design was a deliberate trade-off. Asking "what led you to put filters at the bottom?" first often reveals a constraint the room did not know about, and turns a correction into a discussion.</p>
<h2>Our format</h2>
<ol>
<li data-list="ordered">Presenter sets context: problem, stage, feedback wanted (3 minutes).</li>
<li data-list="ordered">Silent review: everyone looks and writes notes alone (5 minutes).</li>
<li data-list="ordered">Clarifying questions only (5 minutes).</li>
<li data-list="ordered">Feedback, one point per person per round, until the notes run out.</li>
<li data-list="ordered">The presenter summarises what they will try next. They are allowed to disagree with feedback.</li>
</ol>
<p>The silent review matters more than it looks. It stops the first speaker from anchoring everyone else, and it gives quieter people time to form their thoughts.</p>
<blockquote>The designer owns the design. The room owns the quality of the feedback.</blockquote>
<h2>For the person receiving feedback</h2>
<p>Write everything down without replying. You will want to defend your choices, and sometimes you should, but do it after you have heard everything. Thank people for the hard comments especially; it makes the next person braver, and braver feedback is what you need.</p>
<p>Good critique feels like a group of people trying to help the work succeed. If it feels like a trial, change the format, not the people.</p>
`,
  },
];
