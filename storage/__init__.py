"""File storage for Relata: local disk in the embedded mode, S3-compatible in production.

Django's `default_storage` (configured in settings from the `S3_*` variables) does the work;
this package holds the helpers every feature uses so none of them touches paths or buckets.
"""
