// A router link that looks like a Button.
import { Link, type LinkProps } from "react-router";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./Button";

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function ButtonLink({
  variant = "primary",
  size = "md",
  fullWidth,
  className,
  ...rest
}: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, size, fullWidth, className)} {...rest} />;
}
