// The search box above a console list; typing goes back to the list's first page.
import { Input } from "../../components/Input";
import styles from "./Admin.module.css";

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <div className={styles.toolbar}>
      <Input
        className={styles.search}
        label={label}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
