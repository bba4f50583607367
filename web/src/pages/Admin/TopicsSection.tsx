// Topics: rename one, merge one into another (its posts move over), or delete one (posts keep the rest).
import type { Topic } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  useDeleteTopicMutation,
  useGetAdminTopicsQuery,
  useMergeTopicMutation,
  useRenameTopicMutation,
} from "../../data/api/moderationApi";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import styles from "./Admin.module.css";
import { ConfirmDelete } from "./ConfirmDelete";
import { ConsoleList } from "./ConsoleList";
import { useConsoleAction } from "./useConsoleAction";

export function TopicsSection() {
  const intl = useIntl();
  const { data: topics, isLoading } = useGetAdminTopicsQuery();
  const [rename] = useRenameTopicMutation();
  const [merge] = useMergeTopicMutation();
  const [remove, removing] = useDeleteTopicMutation();
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const { error, attempt } = useConsoleAction();

  return (
    <>
      <ConsoleList
        title={intl.formatMessage({ id: "console.topics.title" })}
        description={intl.formatMessage({ id: "console.topics.description" })}
        error={error}
        list={{ data: topics && { items: topics }, isLoading }}
        skeletonHeight={200}
        empty={<EmptyState title={intl.formatMessage({ id: "console.topics.empty" })} icon="hash" />}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: "console.topics.list" })}>
            {items.map((topic) => (
              <TopicRow
                key={topic.id}
                topic={topic}
                others={items.filter((t) => t.id !== topic.id)}
                onRename={(name) => attempt(() => rename({ id: topic.id, name }).unwrap())}
                onMerge={(into) => attempt(() => merge({ id: topic.id, into }).unwrap())}
                onDelete={() => setDeleting(topic)}
              />
            ))}
          </ul>
        )}
      </ConsoleList>
      <ConfirmDelete
        row={deleting}
        name={(topic) => topic.name}
        message={intl.formatMessage({ id: "console.topics.confirmMessage" })}
        busy={removing.isLoading}
        onDelete={(topic) => void attempt(() => remove(topic.id).unwrap())}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface TopicRowProps {
  topic: Topic;
  others: Topic[];
  onRename: (name: string) => Promise<boolean>;
  onMerge: (into: number) => Promise<boolean>;
  onDelete: () => void;
}

function TopicRow({ topic, others, onRename, onMerge, onDelete }: TopicRowProps) {
  const intl = useIntl();
  const [name, setName] = useState(topic.name);
  const [into, setInto] = useState("");

  const submitRename = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && name.trim() !== topic.name) await onRename(name.trim());
  };
  const submitMerge = async (e: FormEvent) => {
    e.preventDefault();
    if (into && (await onMerge(Number(into)))) setInto("");
  };

  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.rowTitle}>{topic.name}</span>
        <span className={styles.muted}>
          <FormattedMessage id="console.topics.meta" values={{ slug: topic.slug, count: topic.postsCount }} />
        </span>
      </div>
      <div className={styles.actions}>
        <form className={styles.inlineForm} onSubmit={(e) => void submitRename(e)}>
          <input
            className={styles.inlineInput}
            aria-label={intl.formatMessage({ id: "console.topics.newName" }, { name: topic.name })}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={!name.trim() || name.trim() === topic.name}
          >
            <FormattedMessage id="console.topics.rename" />
          </Button>
        </form>
        <form className={styles.inlineForm} onSubmit={(e) => void submitMerge(e)}>
          <select
            className={styles.select}
            aria-label={intl.formatMessage({ id: "console.topics.mergeLabel" }, { name: topic.name })}
            value={into}
            onChange={(e) => setInto(e.target.value)}
          >
            <option value="">{intl.formatMessage({ id: "console.topics.mergeInto" })}</option>
            {others.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary" disabled={!into}>
            <FormattedMessage id="console.topics.merge" />
          </Button>
        </form>
        <Button size="sm" variant="danger" onClick={onDelete}>
          <FormattedMessage id="console.topics.delete" />
        </Button>
      </div>
    </li>
  );
}
