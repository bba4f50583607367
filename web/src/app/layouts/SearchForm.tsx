// The header's search box: submitting goes to /search?q=<text>.
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Icon } from "../../components/Icon";
import styles from "./SearchForm.module.css";

interface SearchFormProps {
  onSearched?: () => void;
  id?: string;
}

export function SearchForm({ onSearched, id = "header-search" }: SearchFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const urlQuery = location.pathname === "/search" ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(urlQuery);
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery);
  // Keep the box in step when the URL's query changes (back/forward, another search form).
  if (urlQuery !== lastUrlQuery) {
    setLastUrlQuery(urlQuery);
    setText(urlQuery);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}`);
    onSearched?.();
  };

  return (
    <form role="search" className={styles.form} onSubmit={handleSubmit}>
      <Icon name="search" size={17} className={styles.icon} />
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="common.search.label" />
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        placeholder={intl.formatMessage({ id: "common.search.placeholder" })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={200}
      />
    </form>
  );
}
