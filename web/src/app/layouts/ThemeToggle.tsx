// Cycles the theme preference: system → light → dark.
import { useIntl } from "react-intl";
import { Icon } from "../../components/Icon";
import { useTheme, type ThemePreference } from "../../lib/theme";
import styles from "./ThemeToggle.module.css";

const NEXT: Record<ThemePreference, ThemePreference> = { system: "light", light: "dark", dark: "system" };
const ICON = { system: "monitor", light: "sun", dark: "moon" } as const;

export function ThemeToggle() {
  const intl = useIntl();
  const { preference, setPreference } = useTheme();
  const label = intl.formatMessage(
    { id: "common.theme.label" },
    { current: preference, next: NEXT[preference] },
  );
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setPreference(NEXT[preference])}
      aria-label={label}
      title={label}
    >
      <Icon name={ICON[preference]} size={19} />
    </button>
  );
}
