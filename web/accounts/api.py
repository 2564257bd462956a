from django.http import HttpRequest
from ninja import Query, Router, Status

from web.core.errors import NotAuthenticated, ValidationFailed

from . import messages, selectors, services, tokens
from .auth import bearer_auth
from .schemas import (
    AvailabilityOut,
    ChangePasswordIn,
    LoginIn,
    LoginOut,
    MeOut,
    RefreshIn,
    RegisterIn,
    RegisterOut,
    SearchResultsOut,
    TokensOut,
    UpdateProfileIn,
    UserOut,
)

auth_router = Router(tags=["auth"])
users_router = Router(tags=["users"], auth=bearer_auth)


@auth_router.post("/login/", response=LoginOut, auth=None)
def login(request: HttpRequest, payload: LoginIn):
    user, pair = services.user_login(
        request=request, login=payload.username, password=payload.password
    )
    return {"access": pair.access, "refresh": pair.refresh, **selectors.profile(user)}


@auth_router.post("/register/", response={201: RegisterOut}, auth=None)
def register(request: HttpRequest, payload: RegisterIn):
    user = services.user_register(
        request=request, username=payload.username, email=payload.email,
        password=payload.password, theme=payload.theme,
        language=payload.language,
    )
    return Status(201, {"user": user})


@auth_router.post("/refresh/", response=TokensOut, auth=None)
def refresh(request: HttpRequest, payload: RefreshIn):
    pair = tokens.refresh(payload.refresh)
    if pair is None:
        raise NotAuthenticated(messages.INVALID_REFRESH, code="invalid_refresh")
    return {"access": pair.access, "refresh": pair.refresh}


@auth_router.post("/logout/", response={204: None}, auth=bearer_auth)
def logout(request: HttpRequest):
    services.user_logout(request=request)
    return Status(204, None)


@users_router.get("/me/", response=MeOut)
def me(request: HttpRequest):
    return selectors.profile(request.auth)


@users_router.get("/check_name_or_email_valid/", response=AvailabilityOut)
def check_name_or_email_valid(
    request: HttpRequest, username: Query[str | None] = None, email: Query[str | None] = None
):
    return selectors.name_and_email_availability(
        actor=request.auth, username=username, email=email
    )


@users_router.patch("/update_profile/", response=UserOut)
def update_profile(request: HttpRequest, payload: UpdateProfileIn):
    """A new `email` is not taken at once: the answer keeps the current `email` and gives the new
    one as `pending_email`, to which a confirmation link (/verify-email/{key}) is mailed; opening
    it (allauth's POST /_allauth/app/v1/auth/email/verify) makes it the account's email."""
    sent = payload.model_dump(exclude_unset=True)
    avatar = sent.pop("avatar", ...)
    return services.user_update_profile(
        user=request.auth,
        request=request,
        avatar=avatar if isinstance(avatar, str) and avatar else None,
        remove_avatar=avatar is None or avatar == "",
        **sent,
    )


@users_router.post("/change_password/", response=TokensOut)
def change_password(request: HttpRequest, payload: ChangePasswordIn):
    """Wrong current passwords are rate limited per account (429 `rate_limited`)."""
    pair = services.user_change_password(
        request=request,
        user=request.auth,
        current_password=payload.current_password,
        new_password=payload.new_password,
    )
    return {"access": pair.access, "refresh": pair.refresh}


@users_router.get("/search/", response=SearchResultsOut)
def search(request: HttpRequest, q: str = ""):
    """Usernames containing `q`, and the user whose confirmed email is exactly `q`; `email` is
    null unless it was typed in full."""
    if len(q) > 254:
        raise ValidationFailed.single("q", "Recherche trop longue.")
    return {"results": list(selectors.user_search(actor=request.auth, q=q))}


@users_router.delete("/{int:user_id}/", response={204: None})
def delete(request: HttpRequest, user_id: int):
    services.user_deactivate(actor=request.auth, user_id=user_id)
    return Status(204, None)
