"""The two file stores, built from the environment by web/settings/base.py (and by the S3 tests,
so they check the configuration the product runs with).

`public` holds the pictures anyone given the link may see (avatars, diagram thumbnails): plain
URLs, cached for a year. `private` holds everything else (SQL uploads waiting for a worker,
version snapshots): never readable without a signature, read by the app after its permission
check, and any URL it gives out is signed for a few minutes only. `default` is the private one,
so a file nobody thought about is private.

On S3 both live in `S3_BUCKET` under `public/` and `private/` (one bucket policy granting
anonymous reads on `public/*` publishes the pictures; a backup copies the one bucket), unless
`S3_PUBLIC_BUCKET` puts the pictures in a bucket of their own (behind a CDN, say). Without
`S3_BUCKET` both are the local media folder, as before: the names keep them apart
(`avatars/`, `thumbnails/` against `imports/`, `versions/`) and /media/ serves only the former.
"""

from __future__ import annotations

from collections.abc import Mapping

S3_BACKEND = "storages.backends.s3.S3Storage"
PUBLIC_PREFIX = "public"
PRIVATE_PREFIX = "private"
# Every stored name is fresh (storage/files.py), so a picture's URL never shows other bytes.
PUBLIC_CACHE_CONTROL = "public, max-age=31536000, immutable"
PRIVATE_CACHE_CONTROL = "private, no-store"
SIGNED_URL_SECONDS = 300


def file_stores(env: Mapping[str, str]) -> dict[str, dict]:
    bucket = env.get("S3_BUCKET", "")
    if not bucket:
        # No location given: the folder follows MEDIA_ROOT, even when a test moves it.
        local = {"BACKEND": "django.core.files.storage.FileSystemStorage"}
        return {"default": local, "public": local, "private": local}
    connection = {
        "endpoint_url": env.get("S3_ENDPOINT_URL") or None,
        "access_key": env.get("S3_ACCESS_KEY_ID") or None,
        "secret_key": env.get("S3_SECRET_ACCESS_KEY") or None,
        "region_name": env.get("S3_REGION") or None,
        # SigV4: the only signature every region and S3-compatible store accepts.
        "signature_version": "s3v4",
        "file_overwrite": False,
    }
    public = {**connection,
              "bucket_name": env.get("S3_PUBLIC_BUCKET") or bucket,
              "location": PUBLIC_PREFIX,
              "custom_domain": env.get("S3_CUSTOM_DOMAIN") or None,
              "querystring_auth": False,
              "object_parameters": {"CacheControl": PUBLIC_CACHE_CONTROL}}
    private = {**connection,
               "bucket_name": bucket,
               "location": PRIVATE_PREFIX,
               # A custom domain would make django-storages hand out unsigned URLs.
               "custom_domain": None,
               "querystring_auth": True,
               "querystring_expire": int(env.get("S3_SIGNED_URL_SECONDS")
                                         or SIGNED_URL_SECONDS),
               # No ACL sent: objects stay as private as the bucket.
               "default_acl": None,
               "object_parameters": {"CacheControl": PRIVATE_CACHE_CONTROL}}
    return {"default": {"BACKEND": S3_BACKEND, "OPTIONS": private},
            "public": {"BACKEND": S3_BACKEND, "OPTIONS": public},
            "private": {"BACKEND": S3_BACKEND, "OPTIONS": private}}
