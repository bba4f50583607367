// The edit-profile form: name, introduction (≤500, with a counter), avatar upload with preview, website and
// social links. Validated on the client with the contract's profileUpdateBody; the server's field errors land
// under the same fields. Saving updates the signed-in user's name and avatar and goes to the profile.
import { INTRODUCTION_MAX, type ProfileForEditing } from "@inkwell/contract";
import type { FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useUpdateProfileMutation } from "../../data/api/profilesApi";
import { selectCurrentUser, updateCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Card } from "../../components/Card";
import { CharacterCounter } from "../../components/CharacterCounter";
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

/** An address, the same in every language. */
const WEBSITE_PLACEHOLDER = "https://example.com";

export function EditProfileForm({ profile }: { profile: ProfileForEditing }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const form = useForm<Values>(valuesOf(profile));
  const { values, setValues, errors, setErrors, formError, setFormError } = form;
  const [update, { isLoading: saving }] = useUpdateProfileMutation();
  const avatar = useAvatarUpload({ setValues, setErrors });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const found = validateProfile(values, intl);
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
        setFormError(unplaced ?? apiError?.message ?? intl.formatMessage({ id: "common.error.unknown" }));
      }
    }
  };

  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage({ id: "people.editProfile.eyebrow" })}
        title={intl.formatMessage({ id: "people.editProfile.title" })}
        description={intl.formatMessage({ id: "people.editProfile.description" })}
      />
      <Card className={styles.card}>
        {formError && <Alert>{formError}</Alert>}
        <Form
          onSubmit={(e) => void submit(e)}
          aria-label={intl.formatMessage({ id: "people.editProfile.title" })}
          noValidate
        >
          <AvatarField
            name={values.name || profile.username}
            avatar={values.avatar}
            error={errors.avatar}
            upload={avatar}
            onRemove={() => setValues((v) => ({ ...v, avatar: null }))}
          />

          <Input
            label={intl.formatMessage({ id: "people.editProfile.name" })}
            required
            {...form.field("name")}
          />
          <div>
            <TextArea
              label={intl.formatMessage({ id: "people.editProfile.introduction" })}
              rows={4}
              hint={intl.formatMessage({ id: "people.editProfile.introductionHint" })}
              {...form.field("introduction")}
            />
            <CharacterCounter length={values.introduction.length} max={INTRODUCTION_MAX} />
          </div>
          <Input
            label={intl.formatMessage({ id: "people.editProfile.website" })}
            type="url"
            placeholder={WEBSITE_PLACEHOLDER}
            {...form.field("website")}
          />
          <div className={styles.socials}>
            {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
              <Input key={key} label={label} type="url" placeholder={placeholder} {...form.field(key)} />
            ))}
          </div>
          <div className={styles.actions}>
            <ButtonLink to={`/profile/${profile.username}`} variant="ghost">
              <FormattedMessage id="people.editProfile.cancel" />
            </ButtonLink>
            <Button type="submit" loading={saving} disabled={avatar.uploading}>
              <FormattedMessage id="people.editProfile.save" />
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
