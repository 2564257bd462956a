#!/usr/bin/env bash
# Restore a backup made by compose/backup.sh into the database DATABASE_URL names (which must
# exist, ideally empty) and the file store (S3_BUCKET, or the local media folder).
#
#   DATABASE_URL=postgres://… [S3_* …] [RELATA_MEDIA_ROOT=…] compose/restore.sh BACKUP_DIR
#
# Stop the web processes, the workers and beat first; run `manage.py migrate` afterwards when
# the code is newer than the backup, then start them again. See compose/README.md.
set -euo pipefail

backup=${1:?usage: compose/restore.sh BACKUP_DIR}
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database to restore into}"
test -f "$backup/database.dump" || { echo "restore.sh: no $backup/database.dump" >&2; exit 2; }

echo "database ← $backup/database.dump"
# --clean --if-exists: restoring over an older copy of the same database replaces its objects.
pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction \
  --exit-on-error --dbname "$DATABASE_URL" "$backup/database.dump"

if [ -n "${S3_BUCKET:-}" ]; then
  echo "files ← $backup/files → s3://$S3_BUCKET"
  export AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-${AWS_ACCESS_KEY_ID:-}}"
  export AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-${AWS_SECRET_ACCESS_KEY:-}}"
  export AWS_DEFAULT_REGION="${S3_REGION:-${AWS_DEFAULT_REGION:-us-east-1}}"
  aws s3 sync --only-show-errors ${S3_ENDPOINT_URL:+--endpoint-url "$S3_ENDPOINT_URL"} \
    "$backup/files" "s3://$S3_BUCKET"
else
  media=${RELATA_MEDIA_ROOT:-${RELATA_DATA_DIR:-.data}/media}
  echo "files ← $backup/files → $media"
  mkdir -p "$media"
  cp -a "$backup/files/." "$media/"
fi
echo "restored; now: manage.py migrate --noinput, then start web, worker and beat"
