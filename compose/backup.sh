#!/usr/bin/env bash
# Back up Relata: the PostgreSQL database (pg_dump, custom format) then the stored files (the
# S3 bucket, or the local media folder) into DEST/relata-<UTC time>/.
#
#   DATABASE_URL=postgres://… [S3_BUCKET=… S3_ENDPOINT_URL=… S3_ACCESS_KEY_ID=… \
#     S3_SECRET_ACCESS_KEY=…] [RELATA_MEDIA_ROOT=.data/media] compose/backup.sh DEST
#
# The database comes first: a file is written before the row naming it and deleted only after
# that row is gone (by the worker's files.delete task), so files copied after the dump cover
# every row in it, provided the workers are stopped (or the queue paused) until the copy ends.
# A file added meanwhile is an orphan in the backup, never a missing one. See compose/README.md.
set -euo pipefail

dest=${1:?usage: compose/backup.sh DEST_DIR}
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database}"
case "$DATABASE_URL" in
  postgres://*|postgresql://*) ;;
  *) echo "backup.sh: DATABASE_URL is not PostgreSQL (the embedded SQLite: copy .data/)" >&2
     exit 2 ;;
esac

out="$dest/relata-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"

echo "database → $out/database.dump"
pg_dump --format=custom --no-owner --no-privileges --file "$out/database.dump" "$DATABASE_URL"

if [ -n "${S3_BUCKET:-}" ]; then
  echo "files: s3://$S3_BUCKET → $out/files"
  export AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-${AWS_ACCESS_KEY_ID:-}}"
  export AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-${AWS_SECRET_ACCESS_KEY:-}}"
  export AWS_DEFAULT_REGION="${S3_REGION:-${AWS_DEFAULT_REGION:-us-east-1}}"
  aws s3 sync --only-show-errors ${S3_ENDPOINT_URL:+--endpoint-url "$S3_ENDPOINT_URL"} \
    "s3://$S3_BUCKET" "$out/files"
else
  media=${RELATA_MEDIA_ROOT:-${RELATA_DATA_DIR:-.data}/media}
  echo "files: $media → $out/files"
  mkdir -p "$out/files"
  if [ -d "$media" ]; then
    cp -a "$media/." "$out/files/"
  fi
fi

{
  echo "created_utc=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "pg_dump=$(pg_dump --version)"
  echo "files_from=${S3_BUCKET:+s3://$S3_BUCKET}${S3_BUCKET:-local}"
} > "$out/MANIFEST"
echo "$out"
