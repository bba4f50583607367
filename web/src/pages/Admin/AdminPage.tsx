// The admin console at /admin, for moderators and administrators (anyone else gets the not-found page):
// a dashboard, the reports queue, accounts, posts, topics, the assistant's training and the contact page's
// messages (administrators), the audit log and the blocklist. Each section is a route below /admin.
import { isStaffRole } from "@inkwell/contract";
import { NavLink, Route, Routes } from "react-router";
import { selectAuthStatus, selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Icon, type IconName } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { cx } from "../../lib/cx";
import { NotFound } from "../NotFound/NotFound";
import styles from "./Admin.module.css";
import { AssistantSection } from "./AssistantSection";
import { BlocklistSection } from "./BlocklistSection";
import { ContactSection } from "./ContactSection";
import { DashboardSection } from "./DashboardSection";
import { LogSection } from "./LogSection";
import { PostsSection } from "./PostsSection";
import { ReportsSection } from "./ReportsSection";
import { TopicsSection } from "./TopicsSection";
import { UsersSection } from "./UsersSection";

interface Section {
  path: string;
  label: string;
  icon: IconName;
  adminOnly?: boolean;
}

const SECTIONS: Section[] = [
  { path: "", label: "Dashboard", icon: "chart" },
  { path: "reports", label: "Reports", icon: "flag" },
  { path: "users", label: "Users", icon: "users" },
  { path: "posts", label: "Posts", icon: "file" },
  { path: "topics", label: "Topics", icon: "hash" },
  { path: "assistant", label: "Assistant", icon: "sparkles", adminOnly: true },
  { path: "contact", label: "Contact", icon: "inbox", adminOnly: true },
  { path: "log", label: "Audit log", icon: "list" },
  { path: "blocklist", label: "Blocklist", icon: "shield" },
];

export default function AdminPage() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  if (status === "unknown") return <Spinner centered label="Checking your session" />;
  if (!user || !isStaffRole(user.role)) return <NotFound />;
  const isAdmin = user.role === "admin";
  const sections = SECTIONS.filter((s) => isAdmin || !s.adminOnly);

  return (
    <div className={styles.console}>
      <nav className={styles.nav} aria-label="Admin console">
        <p className={styles.navTitle}>Admin console</p>
        <ul className={styles.navList}>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink
                to={`/admin${s.path ? `/${s.path}` : ""}`}
                end={s.path === ""}
                className={({ isActive }) => cx(styles.navLink, isActive && styles.navActive)}
              >
                <Icon name={s.icon} size={18} />
                {s.label}
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
          <Route path="log" element={<LogSection />} />
          <Route path="blocklist" element={<BlocklistSection />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </div>
    </div>
  );
}
