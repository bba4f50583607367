// The reading area's English interface strings (see ../catalogue.ts): Home, topics, tags, search, the post
// page, post cards and lists, reading positions, the site's pages (About…) and the not-found page.
const messages = {
  // A post wherever it shows (cards, the post page).
  "reading.post.readTime": "{minutes, plural, other {# min read}}",
  "reading.post.views": "{count, plural, one {# view} other {# views}}",
  "reading.post.untitled": "Untitled",
  "reading.post.scheduled": "Scheduled",
  "reading.post.draft": "Draft",
  "reading.post.tag": "#{name}",
  "reading.post.noPosts": "No posts found",

  "reading.reactions.like": "Like",
  "reading.reactions.unlike": "Unlike",
  "reading.reactions.bookmark": "Bookmark",
  "reading.reactions.removeBookmark": "Remove bookmark",

  "reading.authorCard.label": "About the author",
  "reading.authorCard.writtenBy": "Written by",
  "reading.authorCard.username": "@{username}",
  "reading.authorCard.posts": "Posts",
  "reading.authorCard.followers": "Followers",
  "reading.authorCard.following": "Following",

  "reading.continueReading.title": "Continue reading",
  "reading.continueReading.progress": "{percent}% of “{title}” read",

  "reading.readingPosition.label": "Continue reading",
  "reading.readingPosition.text": "Continue where you left off <share>({percent}% read)</share>",
  "reading.readingPosition.continue": "Continue",
  "reading.readingPosition.dismiss": "Dismiss",

  // Home.
  "reading.home.pageTitle": "{site} — stories and ideas, written to be read",
  "reading.home.feedPageTitle": "{feed} · {site}",
  "reading.home.heroTitle": "Stories and ideas, <accent>written to be read.</accent>",
  "reading.home.heroLead":
    "{site} is a calm home for writers and curious readers. Discover thoughtful posts, follow the authors you like and publish your own.",
  "reading.home.writePost": "Write a post",
  "reading.home.startWriting": "Start writing",
  "reading.home.browseTopics": "Browse topics",
  "reading.home.tabs": "Posts to show",
  "reading.home.feed.forYou": "For you",
  "reading.home.feed.following": "Following",
  "reading.home.feed.latest": "Latest",
  "reading.home.featured": "Featured",
  "reading.home.featuredEmptyTitle": "No featured posts",
  "reading.home.featuredEmptyText": "Hand-picked stories will appear here.",
  "reading.home.latestPosts": "Latest posts",
  "reading.home.fromFollowing": "From people you follow",
  "reading.home.latestEmpty": "Be the first to publish something worth reading.",
  "reading.home.latestEmptyAction": "Write Post",
  "reading.home.followingEmpty": "Follow authors you enjoy and their new posts will show up here.",
  "reading.home.followingEmptyAction": "See the latest posts",
  "reading.home.signInPrompt": "Sign in to see the newest posts from the people you follow.",
  "reading.home.signIn": "Sign In",
  "reading.home.topics": "Topics",
  "reading.home.allTopics": "All topics",

  // Topics, a topic, a tag.
  "reading.topics.eyebrow": "Explore",
  "reading.topics.title": "Topics",
  "reading.topics.description": "Find writing on the subjects you care about, from engineering to essays.",
  "reading.topic.kind": "Topic",
  "reading.topic.notFound": "Topic not found",
  "reading.topic.notFoundText": "This topic does not exist or was removed.",
  "reading.topic.allTopics": "All topics",
  "reading.topic.empty": "Nothing has been published in this topic yet.",
  "reading.tag.kind": "Tag",
  "reading.tag.empty": "Nothing has been published with this tag yet.",
  "reading.tag.browseTopics": "Browse topics",

  // Search.
  "reading.search.eyebrow": "Search",
  "reading.search.pageTitle": "Search",
  "reading.search.results": "Results for “{query}”",
  "reading.search.title": "Search {site}",
  "reading.search.matches": "{count, plural, one {# post matches} other {# posts match}} your search.",
  "reading.search.searching": "Posts whose title or content match your search.",
  "reading.search.prompt": "Use the search box above to find posts.",
  "reading.search.noResults": "Try different or fewer words.",
  "reading.search.emptyText": "Type a few words to get started.",

  // The post page.
  "reading.postPage.documentTitle": "{title} · {site}",
  "reading.postPage.tags": "Tags",
  "reading.postPage.notFound": "Post not found",
  "reading.postPage.notFoundText": "It may have been removed, or it isn't visible to you.",
  "reading.postPage.notLoaded": "This post could not be loaded",
  "reading.postPage.notLoadedText": "Please try again in a moment.",
  "reading.postPage.backHome": "Back to Home",
  "reading.postPage.ownUnpublished":
    "This post is {status, select, scheduled {scheduled} other {a draft}} — only you can see it.",
  "reading.postPage.openEditor": "Open in the editor",
  "reading.postPage.held":
    "This post is waiting for a moderator's review — until then only its author and moderators can see it.",
  "reading.postPage.hidden": "A moderator hid this post — only its author and moderators can see it.",
  "reading.postPage.commentsOff": "Turn comments off",
  "reading.postPage.commentsOn": "Turn comments on",
  "reading.postPage.mute": "Mute @{username}",
  "reading.postPage.unmute": "Unmute @{username}",
  "reading.postPage.report": "Report",
  "reading.postPage.edit": "Edit",
  "reading.postPage.actions": "Post actions",
  "reading.postPage.share": "Share",
  // A post's series (the post page) and a series' own page.
  "reading.series.label": "Series",
  "reading.series.partOf": "Part {position} of {total}",
  "reading.series.inSeries": "Part of the series {title}",
  "reading.series.allParts": "All parts",
  "reading.series.current": "(this post)",
  "reading.series.previous": "Previous part",
  "reading.series.next": "Next part",
  "reading.series.navigation": "Series navigation",
  "reading.series.kind": "Series",
  "reading.series.by": "A series by {name}",
  "reading.series.parts": "{count, plural, one {# part} other {# parts}}",
  "reading.series.empty": "No parts to read yet.",
  "reading.series.notFound": "Series not found",
  "reading.series.headDescription": "A series by {name} on {site}",
  "reading.postPage.copyLink": "Copy link",
  "reading.postPage.linkCopied": "Link copied",
  "reading.postPage.related": "Related posts",
  "reading.postPage.relatedEmptyTitle": "No related posts",
  "reading.postPage.relatedEmptyText":
    "When more stories like this one are published, you'll find them here.",

  // A site page (About, a custom page) at /{slug}.
  "reading.page.draft": "Draft: only administrators see this page",
  "reading.page.notLoaded": "This page could not be loaded",
  "reading.page.notLoadedText": "Please try again in a moment.",

  // Not found.
  "reading.notFound.title": "Page not found",
  "reading.notFound.text": "The page you're looking for doesn't exist or has moved.",
  "reading.notFound.home": "Go to Home",
  "reading.notFound.browseTopics": "Browse topics",
  "reading.languageFilter.label": "Language of posts",
  "reading.languageFilter.all": "All",
} as const;

export default messages;
