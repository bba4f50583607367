// Edit your public profile: name, introduction (≤500, with a counter), avatar upload with preview,
// website and social links. Validated on the client with the contract's profileUpdateBody; the
// server's field errors land under the same fields.
import { INTRODUCTION_MAX, profileUpdateBody, type ProfileForEditing } from "@inkwell/contract";
import { useRef, type ChangeEvent, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useGetProfileForEditingQuery, useUpdateProfileMutation } from "../../data/api/profilesApi";
import { useUploadImageMutation } from "../../data/api/postsApi";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { EmptyState } from "../../components/EmptyState";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { PageHeader } from "../../components/PageHeader";
import { Spinner } from "../../components/Spinner";
import { TextArea } from "../../components/TextArea";
import type { FieldErrors } from "../../lib/forms";
import { useForm } from "../../lib/useForm";
import styles from "./EditProfile.module.css";

interface Values {
  name: string;
  introduction: string;
  avatar: string | null;
  website: string;
  twitter: string;
  github: string;
  linkedin: string;
}

const FIELDS = ["name", "introduction", "avatar", "website", "twitter", "github", "linkedin"] as const;

function valuesOf(p: ProfileForEditing): Values {
  return {
    name: p.name ?? "",
    introduction: p.introduction ?? "",
    avatar: p.avatar ?? null,
    website: p.website ?? "",
    twitter: p.socials?.twitter ?? "",
    github: p.socials?.github ?? "",
    linkedin: p.socials?.linkedin ?? "",
  };
}

function toBody(v: Values) {
  return {
    name: v.name,
    introduction: v.introduction,
    avatar: v.avatar,
    website: v.website,
    socials: { twitter: v.twitter, github: v.github, linkedin: v.linkedin },
  };
}

/** Maps an issue path or a server field key ("socials.twitter", "twitter") to one of our fields. */
function fieldOf(key: string): string {
  const last = key.split(".").pop() ?? key;
  return (FIELDS as readonly string[]).includes(last) ? last : "form";
}

/** Client validation mirroring the server (the contract's zod schema). */
const SOCIAL_FIELDS = [
  { key: "twitter", label: "Twitter", placeholder: "https://x.com/you" },
  { key: "github", label: "GitHub", placeholder: "https://github.com/you" },
  { key: "linkedin", label: "LinkedIn", placeholder: "https://linkedin.com/in/you" },
] as const;

export function validateProfile(values: Values): FieldErrors {
  const result = profileUpdateBody.safeParse(toBody(values));
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path.map(String).join("."))] ??= issue.message;
    }
  }
  return errors;
}

export default function EditProfilePage() {
  const { username = "" } = useParams();
  const { data, isLoading, error } = useGetProfileForEditingQuery(username);

  if (isLoading) return <Spinner centered label="Loading your profile" />;
  if (!data) {
    const status = asApiError(error)?.status;
    return (
      <EmptyState
        title={status === 403 ? "You can only edit your own profile" : "This profile could not be loaded"}
        icon="user"
        action={
          <ButtonLink to={`/profile/${username}`} variant="secondary" size="sm">
            View profile
          </ButtonLink>
        }
      />
    );
  }
  return <EditProfileForm key={data.id} profile={data} />;
}

function EditProfileForm({ profile }: { profile: ProfileForEditing }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const form = useForm<Values>(valuesOf(profile));
  const { values, setValues, errors, setErrors, formError, setFormError } = form;
  const [update, { isLoading: saving }] = useUpdateProfileMutation();
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const fileRef = useRef<HTMLInputElement>(null);

  const pickAvatar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setErrors((prev) => ({ ...prev, avatar: "Choose an image file" }));
      return;
    }
    try {
      const result = await upload(file).unwrap();
      setValues((v) => ({ ...v, avatar: result.url }));
      setErrors(({ avatar: _drop, ...rest }) => rest);
    } catch (err) {
      console.error("Could not upload the avatar", err);
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const found = validateProfile(values);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    try {
      const saved = await update({ id: profile.id, ...toBody(values) }).unwrap();
      if (me?.id === saved.id) dispatch(updateCurrentUser({ name: saved.name, avatar: saved.avatar }));
      void navigate(`/profile/${saved.username}`);
    } catch (err) {
      const apiError = asApiError(err);
      const fields: FieldErrors = {};
      for (const [key, message] of Object.entries(apiError?.fields ?? {})) fields[fieldOf(key)] ??= message;
      const { form: unplaced, ...rest } = fields;
      setErrors(rest);
      if (unplaced || Object.keys(rest).length === 0) {
        setFormError(unplaced ?? apiError?.message ?? "Something went wrong. Please try again.");
      }
    }
  };

  const introLength = values.introduction.length;

  return (
    <>
      <PageHeader
        eyebrow="Profile"
        title="Edit profile"
        description="Your name, introduction, avatar and links, as readers see them."
      />
      <Card className={styles.card}>
        {formError && <Alert>{formError}</Alert>}
        <Form onSubmit={(e) => void submit(e)} aria-label="Edit profile" noValidate>
          <div className={styles.avatarRow}>
            <Avatar name={values.name || profile.username} src={values.avatar} size={88} />
            <div className={styles.avatarControls}>
              <span className={styles.avatarLabel}>Avatar</span>
              <div className={styles.avatarButtons}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  loading={uploading}
                  onClick={() => fileRef.current?.click()}
                >
                  Upload image
                </Button>
                {values.avatar && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setValues((v) => ({ ...v, avatar: null }))}
                  >
                    Remove
                  </Button>
                )}
              </div>
              <input
                ref={fileRef}
                type="file"
                accept="image/*"
                className="visually-hidden"
                aria-label="Avatar image"
                onChange={(e) => void pickAvatar(e)}
              />
              {errors.avatar ? (
                <p className={styles.error} role="alert">
                  {errors.avatar}
                </p>
              ) : (
                <p className={styles.hint}>A square image works best.</p>
              )}
            </div>
          </div>

          <Input label="Name" required {...form.field("name")} />
          <div>
            <TextArea
              label="Introduction"
              rows={4}
              hint="A few words about you, shown on your profile and under your posts."
              {...form.field("introduction")}
            />
            <p
              className={introLength > INTRODUCTION_MAX ? styles.counterOver : styles.counter}
              aria-live="polite"
            >
              {introLength}/{INTRODUCTION_MAX}
            </p>
          </div>
          <Input label="Website" type="url" placeholder="https://example.com" {...form.field("website")} />
          <div className={styles.socials}>
            {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
              <Input key={key} label={label} type="url" placeholder={placeholder} {...form.field(key)} />
            ))}
          </div>
          <div className={styles.actions}>
            <ButtonLink to={`/profile/${profile.username}`} variant="ghost">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={saving} disabled={uploading}>
              Save profile
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
