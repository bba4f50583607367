// The post being written: its title and body as last typed, the post as last saved, and the autosave that
// keeps them in step (a draft first, then updates of it; sent with keepalive when the page goes away).
import type { Post } from "@inkwell/contract";
import { useCallback, useRef, useState } from "react";
import { API_BASE } from "../../data/api/client";
import { useSaveDraftMutation, useUpdatePostMutation } from "../../data/api/postsApi";
import { getAccessToken } from "../../data/api/tokens";
import { useAutosave } from "../../features/editor";

export function usePostDraft(initial: Post | null) {
  const [title, setTitle] = useState(initial?.title ?? "");
  const [post, setPost] = useState<Post | null>(initial);
  // What is typed, read by saves that run later (autosave, publishing, leaving the page).
  const latest = useRef({
    title: initial?.title ?? "",
    content: initial?.content ?? "",
    id: initial?.id ?? null,
  });
  const mounted = useRef(true);
  const [saveDraft] = useSaveDraftMutation();
  const [updatePost] = useUpdatePostMutation();

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

  /** For the editor's element: saves that finish after it is gone only remember the post's id. */
  const setMounted = useCallback((node: HTMLDivElement | null) => {
    mounted.current = node !== null;
  }, []);

  const changeTitle = (value: string) => {
    setTitle(value);
    latest.current.title = value;
    autosave.markDirty();
  };

  const changeContent = useCallback(
    (html: string) => {
      latest.current.content = html;
      autosave.markDirty();
    },
    [autosave],
  );

  return { title, post, latest, autosave, setMounted, changeTitle, changeContent };
}

export type PostDraft = ReturnType<typeof usePostDraft>;
