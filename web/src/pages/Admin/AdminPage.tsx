// The admin console at /admin, for moderators and administrators (anyone else gets the not-found page):
// a dashboard, the reports queue, accounts, posts, topics, the assistant's training, the contact page's
// messages, invitations, the site's pages and its settings (administrators), the audit log and the blocklist.
// Each section is a route below /admin.
import { isStaffRole } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, Route, Routes } from "react-router";
import { selectAuthStatus, selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Icon, type IconName } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import { NotFound } from "../NotFound/NotFound";
import styles from "./Admin.module.css";
import { AssistantSection } from "./AssistantSection";
import { BlocklistSection } from "./BlocklistSection";
import { ContactSection } from "./ContactSection";
import { DashboardSection } from "./DashboardSection";
import { InvitesSection } from "./InvitesSection";
import { LogSection } from "./LogSection";
import { PageEditor } from "./LazyPageEditor";
import { PagesSection } from "./PagesSection";
import { PostsSection } from "./PostsSection";
import { ReportsSection } from "./ReportsSection";
import { SiteSection } from "./SiteSection";
import { TopicsSection } from "./TopicsSection";
import { UsersSection } from "./UsersSection";

interface Section {
  path: string;
  label: MessageId;
  icon: IconName;
  adminOnly?: boolean;
}

const SECTIONS: Section[] = [
  { path: "", label: "console.nav.dashboard", icon: "chart" },
  { path: "reports", label: "console.nav.reports", icon: "flag" },
  { path: "users", label: "console.nav.users", icon: "users" },
  { path: "posts", label: "console.nav.posts", icon: "file" },
  { path: "topics", label: "console.nav.topics", icon: "hash" },
  { path: "assistant", label: "console.nav.assistant", icon: "sparkles", adminOnly: true },
  { path: "contact", label: "console.nav.contact", icon: "inbox", adminOnly: true },
  { path: "pages", label: "console.nav.pages", icon: "pen", adminOnly: true },
  { path: "invites", label: "console.nav.invites", icon: "mail", adminOnly: true },
  { path: "log", label: "console.nav.log", icon: "list" },
  { path: "blocklist", label: "console.nav.blocklist", icon: "shield" },
  { path: "site", label: "console.nav.site", icon: "settings", adminOnly: true },
];

export default function AdminPage() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const intl = useIntl();
  if (status === "unknown")
    return <Spinner centered label={intl.formatMessage({ id: "console.nav.checkingSession" })} />;
  if (!user || !isStaffRole(user.role)) return <NotFound />;
  const isAdmin = user.role === "admin";
  const sections = SECTIONS.filter((s) => isAdmin || !s.adminOnly);

  return (
    <div className={styles.console}>
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: "console.nav.label" })}>
        <p className={styles.navTitle}>
          <FormattedMessage id="console.nav.label" />
        </p>
        <ul className={styles.navList}>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink
                to={`/admin${s.path ? `/${s.path}` : ""}`}
                end={s.path === ""}
                className={({ isActive }) => cx(styles.navLink, isActive && styles.navActive)}
              >
                <Icon name={s.icon} size={18} />
                <FormattedMessage id={s.label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Routes>
          <Route index element={<DashboardSection />} />
          <Route path="reports" element={<ReportsSection />} />
          <Route path="users" element={<UsersSection />} />
          <Route path="posts" element={<PostsSection />} />
          <Route path="topics" element={<TopicsSection />} />
          {isAdmin && <Route path="assistant" element={<AssistantSection />} />}
          {isAdmin && <Route path="contact" element={<ContactSection />} />}
          {isAdmin && <Route path="pages" element={<PagesSection />} />}
          {isAdmin && <Route path="pages/new" element={<PageEditor />} />}
          {isAdmin && <Route path="pages/:id" element={<PageEditor />} />}
          {isAdmin && <Route path="invites" element={<InvitesSection />} />}
          <Route path="log" element={<LogSection />} />
          <Route path="blocklist" element={<BlocklistSection />} />
          {isAdmin && <Route path="site" element={<SiteSection />} />}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </div>
    </div>
  );
}
