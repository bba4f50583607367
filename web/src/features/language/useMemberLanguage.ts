// Keeps the page's language and a signed-in member's preference in step: a `?lang=` in the address is the
// member choosing (it becomes their preference); otherwise a page in another language than theirs is shown
// again in theirs (pages are rendered for nobody in particular, so the server only knows the cookie).
import { isLanguage } from "@inkwell/contract";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useSetPreferencesMutation } from "../../data/api/profilesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { reloadInLanguage, rememberLanguage } from "./chooseLanguage";

export function useMemberLanguage() {
  const preferred = useAppSelector(selectCurrentUser)?.language;
  const signedIn = preferred !== undefined;
  const { locale } = useIntl();
  const [setPreferences] = useSetPreferencesMutation();

  useEffect(() => {
    if (!signedIn) return;
    const chosen = new URLSearchParams(window.location.search).get("lang");
    if (isLanguage(chosen)) {
      if (chosen !== preferred) void setPreferences({ language: chosen });
      return;
    }
    // Without the cookie the reload would come back in the same language, and again.
    if (preferred && preferred !== locale && rememberLanguage(preferred)) reloadInLanguage();
  }, [signedIn, preferred, locale, setPreferences]);
}
