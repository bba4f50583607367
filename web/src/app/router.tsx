// Every route of the spec's table (§2.1) plus a profile's followers and following, /notifications, /search,
// /newsletter, /stats, the admin console, the site's pages (About, custom pages at /{slug}) and the catch-all,
// grouped by layout; every page is its own lazily loaded chunk. A page the server renders carries how its data
// is loaded there (`prefetch`, from the page's folder): a route without one is rendered in the browser.
import { useEffect, type ComponentType } from "react";
import {
  matchRoutes,
  useNavigate,
  useRoutes,
  type IndexRouteObject,
  type NonIndexRouteObject,
} from "react-router";
import { AuthLayout } from "./layouts/AuthLayout";
import { MainLayout } from "./layouts/MainLayout";
import { RequireAuth } from "./layouts/RequireAuth";
import { RootLayout } from "./layouts/RootLayout";
import { WritingLayout } from "./layouts/WritingLayout";
import { lazyPage, preloadPages, type LazyPage } from "../lib/lazyLoad";
import { setNavigator } from "../data/navigation";
import type { Prefetcher } from "../ssr/prefetch";

/** Loads a page's server prefetch (pages/<Screen>/prefetch.ts). */
type LoadPrefetch = () => Promise<{ prefetch: Prefetcher }>;

/** A route of the app; a page the server renders says how its data is loaded there. */
export type AppRoute =
  | (IndexRouteObject & { prefetch?: LoadPrefetch })
  | (Omit<NonIndexRouteObject, "children"> & { prefetch?: LoadPrefetch; children?: AppRoute[] });

/**
 * Only the server's build holds the prefetches: in the browser's, `import.meta.env.SSR` is false and the
 * bundler drops their imports, so no page chunk grows by what only the server runs.
 */
const SERVER = import.meta.env.SSR;

// Every page, each its own chunk; the keys name their source files, which the build's manifest lists.
const PAGES = import.meta.glob<{ default: ComponentType }>("../pages/*/*Page.tsx");

function page(name: string): LazyPage {
  const key = `../pages/${name}.tsx`;
  const load = PAGES[key];
  if (!load) throw new Error(`No page ${key}`);
  return lazyPage(load, `src/pages/${name}.tsx`);
}

const HomePage = page("Home/HomePage");
const VerifiedEmailPage = page("VerifiedEmail/VerifiedEmailPage");
const ContactPage = page("Contact/ContactPage");
const TopicsPage = page("Topics/TopicsPage");
const TopicPage = page("Topic/TopicPage");
const TagPage = page("Tag/TagPage");
const SeriesPage = page("Series/SeriesPage");
const BlogDetailPage = page("BlogDetail/BlogDetailPage");
const ProfilePage = page("Profile/ProfilePage");
const FollowsPage = page("Follows/FollowsPage");
const EditProfilePage = page("EditProfile/EditProfilePage");
const MyPostsPage = page("MyPosts/MyPostsPage");
const BookmarksPage = page("Bookmarks/BookmarksPage");
const SettingsPage = page("Settings/SettingsPage");
const NotificationsPage = page("Notifications/NotificationsPage");
const SearchPage = page("Search/SearchPage");
const WritePostPage = page("WritePost/WritePostPage");
const MessagesPage = page("Messages/MessagesPage");
const LoginPage = page("Login/LoginPage");
const RegisterPage = page("Register/RegisterPage");
const ForgotPasswordPage = page("ForgotPassword/ForgotPasswordPage");
const ResetPasswordPage = page("ResetPassword/ResetPasswordPage");
const NewsletterPage = page("Newsletter/NewsletterPage");
const StatsPage = page("Stats/StatsPage");
const AdminPage = page("Admin/AdminPage");
const PageViewPage = page("PageView/PageViewPage");
const PreviewPage = page("Preview/PreviewPage");
const NotFoundPage = page("NotFound/NotFoundPage");

export const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            element: <HomePage />,
            prefetch: SERVER ? () => import("../pages/Home/prefetch") : undefined,
          },
          { path: "verified", element: <VerifiedEmailPage /> },
          {
            path: "contact",
            element: <ContactPage />,
            prefetch: SERVER ? () => import("../pages/Contact/prefetch") : undefined,
          },
          {
            path: "topics",
            element: <TopicsPage />,
            prefetch: SERVER ? () => import("../pages/Topics/prefetch") : undefined,
          },
          {
            path: "topics/:slug",
            element: <TopicPage />,
            prefetch: SERVER ? () => import("../pages/Topic/prefetch") : undefined,
          },
          {
            path: "tags/:slug",
            element: <TagPage />,
            prefetch: SERVER ? () => import("../pages/Tag/prefetch") : undefined,
          },
          {
            path: "series/:slug",
            element: <SeriesPage />,
            prefetch: SERVER ? () => import("../pages/Series/prefetch") : undefined,
          },
          {
            path: "blog/:slug",
            element: <BlogDetailPage />,
            prefetch: SERVER ? () => import("../pages/BlogDetail/prefetch") : undefined,
          },
          {
            path: "profile/:username",
            element: <ProfilePage />,
            prefetch: SERVER ? () => import("../pages/Profile/prefetch") : undefined,
          },
          {
            path: "profile/:username/followers",
            element: <FollowsPage />,
            prefetch: SERVER ? () => import("../pages/Follows/prefetch") : undefined,
          },
          {
            path: "profile/:username/following",
            element: <FollowsPage />,
            prefetch: SERVER ? () => import("../pages/Follows/prefetch") : undefined,
          },
          {
            path: "search",
            element: <SearchPage />,
            prefetch: SERVER ? () => import("../pages/Search/prefetch") : undefined,
          },
          { path: "newsletter", element: <NewsletterPage /> },
          {
            path: "preview/:token",
            element: <PreviewPage />,
            prefetch: SERVER ? () => import("../pages/Preview/prefetch") : undefined,
          },
          // The site's own pages (About, custom pages) at the root: any one segment no route above names. The
          // names they may not take are RESERVED_PAGE_SLUGS of the contract (routes.test.tsx checks them).
          {
            path: ":slug",
            element: <PageViewPage />,
            prefetch: SERVER ? () => import("../pages/PageView/prefetch") : undefined,
          },
          // Staff only; anyone else gets the not-found page from inside it.
          { path: "admin/*", element: <AdminPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: "profile/:username/edit", element: <EditProfilePage /> },
              { path: "my-posts", element: <MyPostsPage /> },
              { path: "bookmarks", element: <BookmarksPage /> },
              { path: "settings", element: <SettingsPage /> },
              { path: "notifications", element: <NotificationsPage /> },
              { path: "stats", element: <StatsPage /> },
            ],
          },
        ],
      },
      {
        element: <WritingLayout />,
        children: [
          { path: "write", element: <WritePostPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: "write/:slug", element: <WritePostPage /> },
              { path: "messages", element: <MessagesPage /> },
            ],
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          {
            path: "*",
            element: <NotFoundPage />,
            prefetch: SERVER ? () => import("../pages/NotFound/prefetch") : undefined,
          },
        ],
      },
    ],
  },
];

/** Loads the chunks of the pages `pathname` shows (before taking over server-rendered HTML). */
export function preloadPagesFor(pathname: string): Promise<void> {
  return preloadPages((matchRoutes(routes, pathname) ?? []).map((match) => match.route.element));
}

/**
 * The app's routes, inside whichever router gives the location: the browser's, the server's (one address)
 * or a test's. The declarative routers are enough (no route loads data itself) and weigh half as much.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return useRoutes(routes);
}
