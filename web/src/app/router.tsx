// Every route of the spec's table (§2.1) plus /notifications, /search, the admin console and the catch-all,
// grouped by layout; every page is its own lazily loaded chunk.
import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "./errors/RouteError";
import { AuthLayout } from "./layouts/AuthLayout";
import { MainLayout } from "./layouts/MainLayout";
import { RequireAuth } from "./layouts/RequireAuth";
import { RootLayout } from "./layouts/RootLayout";
import { WritingLayout } from "./layouts/WritingLayout";
import { setNavigator } from "./navigation";

const HomePage = lazy(() => import("../pages/Home/HomePage"));
const VerifiedEmailPage = lazy(() => import("../pages/VerifiedEmail/VerifiedEmailPage"));
const AboutPage = lazy(() => import("../pages/About/AboutPage"));
const ContactPage = lazy(() => import("../pages/Contact/ContactPage"));
const TopicsPage = lazy(() => import("../pages/Topics/TopicsPage"));
const TopicPage = lazy(() => import("../pages/Topic/TopicPage"));
const BlogDetailPage = lazy(() => import("../pages/BlogDetail/BlogDetailPage"));
const ProfilePage = lazy(() => import("../pages/Profile/ProfilePage"));
const EditProfilePage = lazy(() => import("../pages/EditProfile/EditProfilePage"));
const MyPostsPage = lazy(() => import("../pages/MyPosts/MyPostsPage"));
const BookmarksPage = lazy(() => import("../pages/Bookmarks/BookmarksPage"));
const SettingsPage = lazy(() => import("../pages/Settings/SettingsPage"));
const NotificationsPage = lazy(() => import("../pages/Notifications/NotificationsPage"));
const SearchPage = lazy(() => import("../pages/Search/SearchPage"));
const WritePostPage = lazy(() => import("../pages/WritePost/WritePostPage"));
const MessagesPage = lazy(() => import("../pages/Messages/MessagesPage"));
const LoginPage = lazy(() => import("../pages/Login/LoginPage"));
const RegisterPage = lazy(() => import("../pages/Register/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("../pages/ForgotPassword/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("../pages/ResetPassword/ResetPasswordPage"));
const NotFoundPage = lazy(() => import("../pages/NotFound/NotFoundPage"));
const AdminPage = lazy(() => import("../pages/Admin/AdminPage"));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "verified", element: <VerifiedEmailPage /> },
          { path: "about", element: <AboutPage /> },
          { path: "contact", element: <ContactPage /> },
          { path: "topics", element: <TopicsPage /> },
          { path: "topics/:slug", element: <TopicPage /> },
          { path: "blog/:slug", element: <BlogDetailPage /> },
          { path: "profile/:username", element: <ProfilePage /> },
          { path: "search", element: <SearchPage /> },
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
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  return router;
}
