// Edit your public profile (form arrives with the profiles issue).
import { useParams } from "react-router";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";

export default function EditProfilePage() {
  const { username = "" } = useParams();
  return (
    <>
      <PageHeader
        eyebrow="Profile"
        title="Edit profile"
        description="Your name, introduction, avatar and links, as readers see them."
      />
      <EmptyState
        title="Profile editing is on its way"
        description="Soon you'll be able to change how your profile looks right here."
        icon="user"
        action={
          <ButtonLink to={`/profile/${username}`} variant="secondary" size="sm">
            View profile
          </ButtonLink>
        }
      />
    </>
  );
}
