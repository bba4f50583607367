// The editor for a new post (`/write`) or an existing one (`/write/:slug`): a title, the rich-text body,
// autosave (draft first, then PATCH) with a visible state, and publishing through the publish modal.
import type { Post } from "@inkwell/contract";
import { useCallback, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { asApiError } from "../../app/api/client";
import {
  useGetPostForEditingQuery,
  useGetTopicsQuery,
  usePublishPostMutation,
  useSaveDraftMutation,
  useUpdatePostMutation,
  useUploadImageMutation,
} from "../../app/api/postsApi";
import { getAccessToken } from "../../app/api/tokens";
import { API_BASE } from "../../app/api/client";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Alert } from "../../components/Alert";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Spinner } from "../../components/Spinner";
import { RichTextEditor } from "../../features/editor/RichTextEditor";
import { SAVE_STATE_LABELS, useAutosave } from "../../features/editor/useAutosave";
import { PublishModal, type PublishFormData } from "../../features/publish/PublishModal";
import { VerifyEmailNotice, useUnverifiedRefusal } from "../../features/auth/VerifyEmailNotice";
import { cx } from "../../lib/cx";
import styles from "./WritePost.module.css";

export default function WritePostPage() {
  const { slug } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const editing = useGetPostForEditingQuery(slug ?? "", { skip: !slug || !user });

  if (!user) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>New post</h1>
        <EmptyState
          title="Sign in to write"
          description="You need an account to draft and publish posts."
          icon="pen"
          action={
            <ButtonLink to="/login?continue=%2Fwrite" size="sm">
              Sign In
            </ButtonLink>
          }
        />
      </div>
    );
  }

  if (slug && editing.isLoading) return <Spinner centered label="Loading the post" />;
  if (slug && (editing.isError || !editing.data)) {
    return (
      <div className={styles.page}>
        <EmptyState
          title="Post not found"
          description="It may have been deleted, or it belongs to someone else."
          icon="file"
          action={
            <ButtonLink to="/my-posts" variant="secondary" size="sm">
              My posts
            </ButtonLink>
          }
        />
      </div>
    );
  }

  return <PostEditor key={editing.data?.id ?? "new"} initial={slug ? (editing.data ?? null) : null} />;
}

const FIELD_KEYS = ["title", "content"] as const;

function PostEditor({ initial }: { initial: Post | null }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [post, setPost] = useState<Post | null>(initial);
  const latest = useRef({
    title: initial?.title ?? "",
    content: initial?.content ?? "",
    id: initial?.id ?? null,
  });
  const mounted = useRef(true);
  const [saveDraft] = useSaveDraftMutation();
  const [updatePost] = useUpdatePostMutation();
  const [publishPost, { isLoading: publishing }] = usePublishPostMutation();
  const refusedAsUnverified = useUnverifiedRefusal();
  const [needsVerifying, setNeedsVerifying] = useState(false);
  const [upload] = useUploadImageMutation();
  const { data: topics } = useGetTopicsQuery();
  const [modalOpen, setModalOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const uploadImage = useCallback(async (file: File) => (await upload(file).unwrap()).url, [upload]);

  const rememberSaved = useCallback((saved: Post) => {
    latest.current.id = saved.id;
    if (!mounted.current) return;
    setPost(saved);
    const path = `/write/${saved.slug}`;
    // Replace the address without a router navigation, so the editor keeps its state.
    if (window.location.pathname !== path) window.history.replaceState(window.history.state, "", path);
  }, []);

  const save = useCallback(async () => {
    const { title: t, content, id } = latest.current;
    const saved = id
      ? await updatePost({ id, title: t, content }).unwrap()
      : await saveDraft({ title: t, content }).unwrap();
    rememberSaved(saved);
  }, [saveDraft, updatePost, rememberSaved]);

  const saveOnUnload = useCallback(() => {
    const { title: t, content, id } = latest.current;
    const token = getAccessToken();
    try {
      void fetch(id ? `${API_BASE}/posts/write/${id}?_method=PATCH` : `${API_BASE}/posts/draft`, {
        method: "POST",
        keepalive: true,
        credentials: "include",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ title: t, content }),
      });
    } catch (err) {
      console.error("Saving on unload failed", err);
    }
  }, []);

  const autosave = useAutosave({ save, saveOnUnload });

  const setMounted = useCallback((node: HTMLDivElement | null) => {
    mounted.current = node !== null;
  }, []);

  const onTitle = (value: string) => {
    setTitle(value);
    latest.current.title = value;
    setFieldErrors((e) => ({ ...e, title: "" }));
    autosave.markDirty();
  };

  const onContent = useCallback(
    (html: string) => {
      latest.current.content = html;
      autosave.markDirty();
    },
    [autosave],
  );

  const onPublish = async (data: PublishFormData) => {
    setFormError(null);
    setFieldErrors({});
    try {
      await autosave.flush().catch(() => undefined);
      const { title: t, content, id } = latest.current;
      const published = await publishPost({
        ...(id ? { id } : {}),
        title: t,
        content,
        metaTitle: data.metaTitle || null,
        metaDescription: data.metaDescription || null,
        coverImage: data.coverImage,
        visibility: data.visibility,
        topics: data.topics,
        tags: data.tags,
        sendNewsletter: data.sendNewsletter,
        isScheduled: data.isScheduled,
        publishedAt: data.isScheduled ? data.publishedAt : null,
      }).unwrap();
      latest.current.id = published.id;
      autosave.markClean();
      setModalOpen(false);
      if (published.status === "scheduled") void navigate("/my-posts?status=scheduled&notice=scheduled");
      else void navigate(`/blog/${published.slug}`);
    } catch (err) {
      // Not verified: the draft is kept; the page says why and offers a new link (not the dialog).
      if (refusedAsUnverified(err)) {
        setModalOpen(false);
        setNeedsVerifying(true);
        return;
      }
      const apiError = asApiError(err);
      const fields = apiError?.fields ?? {};
      const pageFields: Record<string, string> = {};
      for (const key of FIELD_KEYS) if (fields[key]) pageFields[key] = fields[key];
      setFieldErrors(fields);
      if (Object.keys(pageFields).length > 0 && Object.keys(fields).every((k) => k in pageFields)) {
        setModalOpen(false);
      } else {
        setFormError(apiError?.message ?? "The post could not be published. Please try again.");
      }
    }
  };

  const saveLabel = SAVE_STATE_LABELS[autosave.state];
  const status = post?.status ?? "draft";

  return (
    <div className={styles.page} ref={setMounted}>
      <div className={styles.toolbar}>
        <div className={styles.statusRow}>
          <Badge tone={status === "published" ? "success" : status === "scheduled" ? "warning" : "neutral"}>
            {status === "published" ? "Published" : status === "scheduled" ? "Scheduled" : "Draft"}
          </Badge>
          <span
            className={cx(styles.saveState, autosave.state === "error" && styles.saveError)}
            role="status"
            aria-live="polite"
            data-testid="save-state"
          >
            {saveLabel}
          </span>
        </div>
        <div className={styles.actions}>
          {post?.status === "published" && (
            <ButtonLink to={`/blog/${post.slug}`} variant="ghost" size="sm">
              View post
            </ButtonLink>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void autosave.flush().catch(() => undefined)}
            disabled={autosave.state === "saving"}
          >
            Save draft
          </Button>
          <Button size="sm" onClick={() => setModalOpen(true)}>
            Publish
          </Button>
        </div>
      </div>

      {needsVerifying && <VerifyEmailNotice action="publish" />}

      {(fieldErrors.title || fieldErrors.content) && (
        <Alert>{[fieldErrors.title, fieldErrors.content].filter(Boolean).join(" · ")}</Alert>
      )}

      <label htmlFor="post-title" className="visually-hidden">
        Title
      </label>
      <textarea
        id="post-title"
        className={styles.titleInput}
        placeholder="Title"
        value={title}
        rows={1}
        maxLength={200}
        onChange={(e) => onTitle(e.target.value.replace(/\n/g, " "))}
        aria-invalid={fieldErrors.title ? true : undefined}
      />

      <RichTextEditor
        initialHtml={initial?.content ?? ""}
        onChange={onContent}
        uploadImage={uploadImage}
        placeholder="Tell your story…"
      />

      <PublishModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        onSubmit={(data) => void onPublish(data)}
        availableTopics={topics?.map((t) => t.name) ?? []}
        initialData={{
          metaTitle: post?.metaTitle ?? "",
          metaDescription: post?.metaDescription ?? "",
          coverImage: post?.coverImage ?? null,
          visibility: post?.visibility ?? "public",
          topics: post?.topics.map((t) => t.name) ?? [],
          tags: post?.tags.map((t) => t.name) ?? [],
          isScheduled: post?.status === "scheduled",
          publishedAt: post?.publishedAt ?? null,
          sendNewsletter: post?.sendNewsletter ?? true,
        }}
        submitting={publishing}
        errors={fieldErrors}
        formError={formError}
        uploadImage={uploadImage}
      />
    </div>
  );
}
