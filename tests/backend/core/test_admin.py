"""The operators' admin: every list, search and filter answers with rows present, lists cost the
same number of queries whatever their length, and what the product owns cannot be changed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from tests.backend.conftest import make_user
from web.billing import services as billing
from web.billing.models import Package, Payment, Subscription
from web.jobs.models import Job
from web.projects.models import Project


@pytest.fixture
def operator(db, client):
    user = make_user("operator", is_staff=True, is_superuser=True)
    client.force_login(user)
    return user


def add_rows(username: str) -> dict:
    user = make_user(username)
    subscription = billing.current_subscription(user)
    now = timezone.now()
    payment = Payment.objects.create(
        subscription=subscription, amount="9.00", provider="sandbox",
        provider_reference=f"ch_{username}", period_start=now, period_end=now + timedelta(30))
    project = Project.objects.create(owner=user, name=f"Projet de {username}")
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=user,
                             status=Job.Status.SUCCEEDED, progress=100,
                             result={"tables_count": 3})
    return {"user": user, "subscription": subscription, "payment": payment, "job": job}


LISTS = [
    "/admin/accounts/user/",
    "/admin/billing/package/",
    "/admin/billing/subscription/",
    "/admin/billing/payment/",
    "/admin/jobs/job/",
]

SEARCHES_AND_FILTERS = [
    "/admin/accounts/user/?q=alice",
    "/admin/accounts/user/?is_active__exact=1&is_staff__exact=0",
    "/admin/accounts/user/?theme__exact=light",
    "/admin/billing/package/?q=free&package_type__exact=free",
    "/admin/billing/subscription/?q=alice",
    "/admin/billing/subscription/?status__exact=active&is_current__exact=1",
    "/admin/billing/payment/?q=ch_alice",
    "/admin/billing/payment/?provider=sandbox",
    "/admin/jobs/job/?q=alice",
    "/admin/jobs/job/?status__exact=succeeded&kind__exact=import_sql",
]


@pytest.mark.parametrize("path", LISTS + SEARCHES_AND_FILTERS)
def test_lists_searches_and_filters_answer_with_rows_present(client, operator, path):
    add_rows("alice")
    response = client.get(path)
    assert response.status_code == 200, path
    assert "alice" in response.content.decode() or "package" in path


def test_searching_a_job_by_its_id(client, operator):
    job = add_rows("alice")["job"]
    add_rows("bob")
    response = client.get(f"/admin/jobs/job/?q={job.pk}")
    assert response.status_code == 200
    assert response.context["cl"].result_count == 1


def test_the_user_list_shows_each_users_plan(client, operator):
    add_rows("alice")
    response = client.get("/admin/accounts/user/")
    user = next(u for u in response.context["cl"].result_list if u.username == "alice")
    assert user._current_plan == Package.objects.get(is_default=True).name


@pytest.mark.parametrize("path", LISTS)
def test_a_list_costs_the_same_queries_with_one_row_or_many(client, operator, path):
    add_rows("alice")
    with CaptureQueriesContext(connection) as one:
        assert client.get(path).status_code == 200
    for name in ("bob", "carol", "dave"):
        add_rows(name)
    with CaptureQueriesContext(connection) as many:
        assert client.get(path).status_code == 200
    assert len(many) == len(one), [q["sql"] for q in many.captured_queries]


@pytest.mark.parametrize("kind", ["user", "subscription", "payment", "job"])
def test_each_row_opens(client, operator, kind):
    rows = add_rows("alice")
    row = rows[kind]
    label = row._meta.app_label, row._meta.model_name
    response = client.get(f"/admin/{label[0]}/{label[1]}/{row.pk}/change/")
    assert response.status_code == 200


@pytest.mark.parametrize("path", [
    "/admin/jobs/job/add/", "/admin/billing/subscription/add/", "/admin/billing/payment/add/",
])
def test_rows_only_the_product_creates_cannot_be_added(client, operator, path):
    assert client.get(path).status_code == 403


def test_a_subscription_changes_only_its_end_date_and_renewal(client, operator):
    subscription = add_rows("alice")["subscription"]
    other_plan = Package.objects.exclude(pk=subscription.package_id).first()
    end = timezone.now().replace(microsecond=0) + timedelta(days=40)
    response = client.post(f"/admin/billing/subscription/{subscription.pk}/change/", {
        # What the form lets through …
        "end_date_0": end.strftime("%Y-%m-%d"), "end_date_1": end.strftime("%H:%M:%S"),
        "auto_renew": "on",
        # … and what it must ignore.
        "status": "expired", "is_current": "", "package": other_plan.pk if other_plan else "",
        "provider": "forged", "provider_reference": "forged", "user": operator.pk,
        "payments-TOTAL_FORMS": "1", "payments-INITIAL_FORMS": "1",
        "payments-MIN_NUM_FORMS": "0", "payments-MAX_NUM_FORMS": "1000",
        "payments-0-id": Payment.objects.get(subscription=subscription).pk,
        "payments-0-subscription": subscription.pk, "payments-0-amount": "0.01",
    })
    assert response.status_code == 302, response.content.decode()[:2000]
    before = subscription
    subscription = Subscription.objects.get(pk=subscription.pk)
    assert subscription.end_date == end
    assert subscription.auto_renew is True
    assert (subscription.status, subscription.is_current, subscription.package_id,
            subscription.provider, subscription.provider_reference, subscription.user_id) == (
        before.status, True, before.package_id, before.provider, before.provider_reference,
        before.user_id)
    assert str(Payment.objects.get(subscription=subscription).amount) == "9.00"


def test_a_payment_cannot_be_changed(client, operator):
    payment = add_rows("alice")["payment"]
    response = client.post(f"/admin/billing/payment/{payment.pk}/change/", {
        "amount": "0.01", "provider_reference": "forged"})
    assert response.status_code == 403
    payment.refresh_from_db()
    assert (str(payment.amount), payment.provider_reference) == ("9.00", "ch_alice")


def test_a_job_cannot_be_changed_and_a_running_one_cannot_be_deleted(client, operator):
    job = add_rows("alice")["job"]
    response = client.post(f"/admin/jobs/job/{job.pk}/change/", {
        "status": "queued", "progress": "0", "result": "{}"})
    assert response.status_code == 403
    job.refresh_from_db()
    assert (job.status, job.progress, job.result) == ("succeeded", 100, {"tables_count": 3})

    Job.objects.filter(pk=job.pk).update(status=Job.Status.RUNNING)
    assert client.post(f"/admin/jobs/job/{job.pk}/delete/", {"post": "yes"}).status_code == 403
    assert Job.objects.filter(pk=job.pk).exists()
    Job.objects.filter(pk=job.pk).update(status=Job.Status.FAILED)
    assert client.post(f"/admin/jobs/job/{job.pk}/delete/", {"post": "yes"}).status_code == 302
    assert not Job.objects.filter(pk=job.pk).exists()


def test_a_users_activity_dates_and_password_hash_stay_as_written(client, operator):
    user = add_rows("alice")["user"]
    seen = timezone.now() - timedelta(days=2)
    type(user).objects.filter(pk=user.pk).update(last_seen=seen)
    password_hash = user.password
    response = client.post(f"/admin/accounts/user/{user.pk}/change/", {
        "username": "alice", "email": "alice@example.com", "theme": "dark", "language": "en",
        "is_active": "on",
        "password": "plain-text-forged", "last_seen_0": "2000-01-01", "last_seen_1": "00:00:00",
        "date_joined_0": "2000-01-01", "date_joined_1": "00:00:00",
    })
    assert response.status_code == 302, response.content.decode()[:2000]
    user.refresh_from_db()
    assert (user.theme, user.language) == ("dark", "en")
    assert user.last_seen == seen
    assert user.date_joined.year != 2000
    assert user.password == password_hash


def test_an_anonymous_visitor_is_sent_to_the_admin_login(client, db):
    response = client.get("/admin/jobs/job/")
    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/")
