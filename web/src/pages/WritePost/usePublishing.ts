// Publishing the post being written from the publish modal: the draft is saved first, then published or
// scheduled; the server's refusals land under the title and body or in the modal, and an unverified address
// closes the modal for the page's notice instead.
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { usePublishPostMutation } from "../../data/api/postsApi";
import { useUnverifiedRefusal } from "../../features/auth";
import { usePlaceInSeries } from "../../features/publish";
import type { PublishFormData } from "../../features/publish";
import { asApiError } from "../../lib/apiError";
import type { PostDraft } from "./usePostDraft";

/** The fields the page itself shows errors for; the modal shows the rest. */
const FIELD_KEYS = ["title", "content"] as const;

export function usePublishing({ latest, autosave }: Pick<PostDraft, "latest" | "autosave">) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [publishPost, { isLoading: publishing }] = usePublishPostMutation();
  const refusedAsUnverified = useUnverifiedRefusal();
  const [needsVerifying, setNeedsVerifying] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const placeInSeries = usePlaceInSeries();

  const publish = async (data: PublishFormData) => {
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
        language: data.language,
        topics: data.topics,
        tags: data.tags,
        sendNewsletter: data.sendNewsletter,
        tableOfContents: data.tableOfContents,
        isScheduled: data.isScheduled,
        publishedAt: data.isScheduled ? data.publishedAt : null,
      }).unwrap();
      latest.current.id = published.id;
      autosave.markClean();
      try {
        await placeInSeries(published.id, data.series);
      } catch (err) {
        // Published all the same: the modal stays open to say so, and a second try places it.
        setFieldErrors({
          series: asApiError(err)?.message ?? intl.formatMessage({ id: "writing.series.failed" }),
        });
        setFormError(intl.formatMessage({ id: "writing.series.failed" }));
        return;
      }
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
        setFormError(apiError?.message ?? intl.formatMessage({ id: "writing.writePost.publishFailed" }));
      }
    }
  };

  /** The title was edited: its error goes. */
  const clearTitleError = () => setFieldErrors((e) => ({ ...e, title: "" }));

  return {
    publish,
    publishing,
    needsVerifying,
    modalOpen,
    setModalOpen,
    fieldErrors,
    clearTitleError,
    formError,
  };
}
