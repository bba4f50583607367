// The edit-profile form: name, introduction (≤500, with a counter), avatar upload with preview, website and
// social links. Validated on the client with the contract's profileUpdateBody; the server's field errors land
// under the same fields. Saving updates the signed-in user's name and avatar and goes to the profile.
import { INTRODUCTION_MAX, type ProfileForEditing } from "@inkwell/contract";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useUpdateProfileMutation } from "../../data/api/profilesApi";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { PageHeader } from "../../components/PageHeader";
import { TextArea } from "../../components/TextArea";
import type { FieldErrors } from "../../lib/forms";
import { useForm } from "../../lib/useForm";
import { AvatarField } from "./AvatarField";
import styles from "./EditProfile.module.css";
import { SOCIAL_FIELDS, fieldOf, toBody, validateProfile, valuesOf, type Values } from "./profileForm";
import { useAvatarUpload } from "./useAvatarUpload";

export function EditProfileForm({ profile }: { profile: ProfileForEditing }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const form = useForm<Values>(valuesOf(profile));
  const { values, setValues, errors, setErrors, formError, setFormError } = form;
  const [update, { isLoading: saving }] = useUpdateProfileMutation();
  const avatar = useAvatarUpload({ setValues, setErrors });

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
          <AvatarField
            name={values.name || profile.username}
            avatar={values.avatar}
            error={errors.avatar}
            uploading={avatar.uploading}
            onPick={(file) => void avatar.pick(file)}
            onRemove={() => setValues((v) => ({ ...v, avatar: null }))}
          />

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
            <Button type="submit" loading={saving} disabled={avatar.uploading}>
              Save profile
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
