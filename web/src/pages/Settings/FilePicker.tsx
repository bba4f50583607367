// A hidden file input opened by a button, so the control looks like the rest of the page (imports and
// subscriber lists).
import { useRef, type ChangeEvent } from "react";
import { Button } from "../../components/Button";

export function FilePicker({
  label,
  accept,
  loading,
  onPick,
  variant = "primary",
}: {
  label: string;
  accept: string;
  loading: boolean;
  onPick: (file: File) => void;
  variant?: "primary" | "secondary";
}) {
  const input = useRef<HTMLInputElement>(null);
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) onPick(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        aria-label={label}
        onChange={handleChange}
        tabIndex={-1}
      />
      <Button variant={variant} loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
