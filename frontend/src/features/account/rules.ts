/** Client-side rules of the account forms (spec 000 §5), pure so they are unit-tested. */
export const AVATAR_MAX_BYTES = 2_097_152;
export const PASSWORD_MIN_LENGTH = 8;

export type AvatarProblem = "notImage" | "tooLarge" | null;

export function avatarProblem(file: { type: string; size: number }): AvatarProblem {
  if (!file.type.startsWith("image/")) return "notImage";
  if (file.size > AVATAR_MAX_BYTES) return "tooLarge";
  return null;
}

export type PasswordProblem = "currentRequired" | "newRequired" | "tooShort" | "mismatch" | null;

export function passwordProblem(values: { current: string; next: string; confirmation: string }): PasswordProblem {
  if (!values.current) return "currentRequired";
  if (!values.next) return "newRequired";
  if (values.next.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (values.next !== values.confirmation) return "mismatch";
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
