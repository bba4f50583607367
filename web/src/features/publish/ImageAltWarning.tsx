// The publish modal's warning about images that say nothing of what they show: how many, and a way back to
// describe them. Publishing stays possible: it warns, it does not stop.
import { useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import styles from "./PublishModal.module.css";

interface ImageAltWarningProps {
  count: number;
  /** Closes the modal and asks for the descriptions in the editor. */
  onDescribe?: (() => void) | undefined;
}

export function ImageAltWarning({ count, onDescribe }: ImageAltWarningProps) {
  const intl = useIntl();
  if (count < 1) return null;
  return (
    <div className={styles.warning} role="status" data-testid="alt-warning">
      <Icon name="alert" size={18} />
      <p>{intl.formatMessage({ id: "writing.publishModal.altMissing" }, { count })}</p>
      {onDescribe && (
        <Button size="sm" variant="secondary" onClick={onDescribe}>
          {intl.formatMessage({ id: "writing.publishModal.altFix" })}
        </Button>
      )}
    </div>
  );
}

/** How many images in a body have no description (no alt, or an empty one). */
export function countImagesWithoutAlt(html: string): number {
  if (!html.includes("<img")) return 0;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return [...doc.body.querySelectorAll("img")].filter((img) => !img.getAttribute("alt")?.trim()).length;
}
