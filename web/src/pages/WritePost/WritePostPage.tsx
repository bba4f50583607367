// The editor for a new post (`/write`) or an existing one (`/write/:slug`): a title, the rich-text body,
// autosave (draft first, then PATCH) with a visible state, and publishing through the publish modal.
import type { Post } from "@inkwell/contract";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Spinner } from "../../components/Spinner";
import {
  useGetPostForEditingQuery,
  useGetTopicsQuery,
  useUploadImageMutation,
} from "../../data/api/postsApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { VerifyEmailNotice } from "../../features/auth";
import { RichTextEditor, type RichTextEditorHandle } from "../../features/editor";
import { SharePreview } from "../../features/preview";
import { countImagesWithoutAlt, PublishModal } from "../../features/publish";
import { EditorToolbar } from "./EditorToolbar";
import { usePostDraft } from "./usePostDraft";
import { usePublishing } from "./usePublishing";
import styles from "./WritePost.module.css";

// The history panel and its diff library load only when the writer opens it.
const HistoryPanel = lazy(() =>
  import("../../features/revisions").then((m) => ({ default: m.HistoryPanel })),
);

export default function WritePostPage() {
  const intl = useIntl();
  const { slug } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const editing = useGetPostForEditingQuery(slug ?? "", { skip: !slug || !user });
  // The post a restore put back, for the address it was made at (another navigation starts over).
  const { key: at } = useLocation();
  const [restored, setRestored] = useState<{ post: Post; count: number; at: string } | null>(null);

  if (!user) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <FormattedMessage id="writing.writePost.newPost" />
        </h1>
        <EmptyState
          title={intl.formatMessage({ id: "writing.writePost.signInTitle" })}
          description={intl.formatMessage({ id: "writing.writePost.signInDescription" })}
          icon="pen"
          action={
            <ButtonLink to="/login?continue=%2Fwrite" size="sm">
              <FormattedMessage id="writing.writePost.signIn" />
            </ButtonLink>
          }
        />
      </div>
    );
  }

  if (slug && editing.isLoading)
    return <Spinner centered label={intl.formatMessage({ id: "writing.writePost.loading" })} />;
  if (slug && (editing.isError || !editing.data)) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={intl.formatMessage({ id: "writing.writePost.notFoundTitle" })}
          description={intl.formatMessage({ id: "writing.writePost.notFoundDescription" })}
          icon="file"
          action={
            <ButtonLink to="/my-posts" variant="secondary" size="sm">
              <FormattedMessage id="writing.writePost.myPosts" />
            </ButtonLink>
          }
        />
      </div>
    );
  }

  // A restore starts the editor afresh from the restored post, whichever editor it is.
  const fromEditing = slug ? (editing.data ?? null) : null;
  const here = restored?.at === at ? restored : null;
  return (
    <PostEditor
      key={`${editing.data?.id ?? "new"}:${at}:${here?.count ?? 0}`}
      initial={here?.post ?? fromEditing}
      onRestored={(post) => setRestored((was) => ({ post, count: (was?.count ?? 0) + 1, at }))}
    />
  );
}

interface PostEditorProps {
  initial: Post | null;
  onRestored: (post: Post) => void;
}

function PostEditor({ initial, onRestored }: PostEditorProps) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const draft = usePostDraft(initial);
  const publishing = usePublishing(draft);
  const { post, autosave } = draft;
  const { fieldErrors } = publishing;
  const [upload] = useUploadImageMutation();
  const { data: topics } = useGetTopicsQuery();

  const uploadImage = useCallback(async (file: File) => (await upload(file).unwrap()).url, [upload]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const closeHistory = useCallback(() => setHistoryOpen(false), []);
  const editor = useRef<RichTextEditorHandle>(null);

  return (
    <div className={styles.page} ref={draft.setMounted}>
      <EditorToolbar
        status={post?.status ?? "draft"}
        slug={post?.slug}
        saveState={autosave.state}
        onSave={() => void autosave.flush().catch(() => undefined)}
        onPublish={() => publishing.setModalOpen(true)}
        onHistory={post ? () => setHistoryOpen(true) : undefined}
        // A post already published stays editable; otherwise the server's answer for the post, or the member's.
        mayPublish={post?.status === "published" || (post ? post.can.publish : (user?.canPublish ?? true))}
      >
        {post && post.status !== "published" && <SharePreview postId={post.id} />}
      </EditorToolbar>

      {publishing.needsVerifying && <VerifyEmailNotice action="publish" />}

      {(fieldErrors.title || fieldErrors.content) && (
        <Alert>
          {fieldErrors.title && fieldErrors.content ? (
            <FormattedMessage
              id="writing.writePost.errors"
              values={{ first: fieldErrors.title, second: fieldErrors.content }}
            />
          ) : (
            fieldErrors.title || fieldErrors.content
          )}
        </Alert>
      )}

      <label htmlFor="post-title" className="visually-hidden">
        <FormattedMessage id="writing.writePost.title" />
      </label>
      <textarea
        id="post-title"
        className={styles.titleInput}
        placeholder={intl.formatMessage({ id: "writing.writePost.title" })}
        value={draft.title}
        rows={1}
        maxLength={200}
        onChange={(e) => {
          draft.changeTitle(e.target.value.replace(/\n/g, " "));
          publishing.clearTitleError();
        }}
        aria-invalid={fieldErrors.title ? true : undefined}
      />

      <RichTextEditor
        ref={editor}
        initialHtml={initial?.content ?? ""}
        onChange={draft.changeContent}
        uploadImage={uploadImage}
        placeholder={intl.formatMessage({ id: "writing.writePost.bodyPlaceholder" })}
        onSave={() => void autosave.flush().catch(() => undefined)}
      />

      {post && historyOpen && (
        <Suspense fallback={null}>
          <HistoryPanel
            open
            postId={post.id}
            current={{ title: draft.latest.current.title, html: draft.latest.current.content }}
            saveFirst={autosave.flush}
            onRestored={(restoredPost) => {
              autosave.markClean();
              window.history.replaceState(window.history.state, "", `/write/${restoredPost.slug}`);
              onRestored(restoredPost);
            }}
            onClose={closeHistory}
          />
        </Suspense>
      )}

      <PublishModal
        open={publishing.modalOpen}
        onClose={() => publishing.setModalOpen(false)}
        onSubmit={(data) => void publishing.publish(data)}
        availableTopics={topics?.map((t) => t.name) ?? []}
        initialData={{
          metaTitle: post?.metaTitle ?? "",
          metaDescription: post?.metaDescription ?? "",
          coverImage: post?.coverImage ?? null,
          visibility: post?.visibility ?? "public",
          language: post?.languageChosen ? post.language : null,
          topics: post?.topics.map((t) => t.name) ?? [],
          tags: post?.tags.map((t) => t.name) ?? [],
          isScheduled: post?.status === "scheduled",
          publishedAt: post?.publishedAt ?? null,
          sendNewsletter: post?.sendNewsletter ?? true,
          tableOfContents: post?.tableOfContents ?? true,
          seriesId: post?.series?.id ?? null,
        }}
        submitting={publishing.publishing}
        errors={fieldErrors}
        formError={publishing.formError}
        uploadImage={uploadImage}
        {...(post ? { detectedLanguage: post.language } : {})}
        imagesWithoutAlt={publishing.modalOpen ? countImagesWithoutAlt(draft.latest.current.content) : 0}
        onDescribeImages={() => {
          publishing.setModalOpen(false);
          editor.current?.describeImages();
        }}
      />
    </div>
  );
}
