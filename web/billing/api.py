from django.http import HttpRequest
from ninja import Router, Status

from web.accounts.auth import bearer_auth

from . import selectors, services
from .schemas import CheckoutIn, CheckoutOut, PackageListOut, SubscriptionOut

packages_router = Router(tags=["billing"])
subscriptions_router = Router(tags=["billing"], auth=bearer_auth)


@packages_router.get("/", response=PackageListOut, auth=None)
def package_list(request: HttpRequest):
    return {"results": list(selectors.package_list())}


@subscriptions_router.get("/current/", response=SubscriptionOut)
def current(request: HttpRequest):
    return selectors.subscription_view(request.auth)


@subscriptions_router.post("/checkout/", response={201: CheckoutOut})
def checkout(request: HttpRequest, payload: CheckoutIn):
    result = services.checkout(user=request.auth, package_id=payload.package_id,
                               cycle=payload.billing_cycle)
    return Status(201, {"subscription": selectors.subscription_view(request.auth),
                        "test_mode": result.test_mode})


@subscriptions_router.post("/{int:subscription_id}/cancel/", response=SubscriptionOut)
def cancel(request: HttpRequest, subscription_id: int):
    services.cancel(user=request.auth, subscription_id=subscription_id)
    return selectors.subscription_view(request.auth)


@subscriptions_router.post("/{int:subscription_id}/renew/", response=SubscriptionOut)
def renew(request: HttpRequest, subscription_id: int):
    services.renew(user=request.auth, subscription_id=subscription_id)
    return selectors.subscription_view(request.auth)
