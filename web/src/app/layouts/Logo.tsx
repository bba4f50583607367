// The site's brand, linking home: its logo (or the built-in mark) and its title.
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { useSite } from "../../data/site/useSite";
import styles from "./Logo.module.css";

export function Logo() {
  const intl = useIntl();
  const { title, logoUrl } = useSite();
  return (
    <Link
      to="/"
      className={styles.logo}
      aria-label={intl.formatMessage({ id: "common.logo.home" }, { site: title })}
    >
      {logoUrl ? (
        <img src={logoUrl} alt="" className={styles.image} />
      ) : (
        <Icon name="inkwell" size={32} className={styles.mark} />
      )}
      <span className={styles.title}>{title}</span>
    </Link>
  );
}
