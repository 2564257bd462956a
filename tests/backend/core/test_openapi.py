
ACCOUNT_PATHS = {
    "/api/auth/login/": "post",
    "/api/auth/register/": "post",
    "/api/auth/refresh/": "post",
    "/api/auth/logout/": "post",
    "/api/users/me/": "get",
    "/api/users/check_name_or_email_valid/": "get",
    "/api/users/update_profile/": "patch",
    "/api/users/change_password/": "post",
    "/api/users/{user_id}/": "delete",
    "/api/users/search/": "get",
}


def test_it_serves_a_valid_openapi_document_listing_the_accounts_paths(client, db):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    document = response.json()
    assert document["openapi"].startswith("3.")
    for path, method in ACCOUNT_PATHS.items():
        assert method in document["paths"].get(path, {}), path


def test_it_documents_bearer_authentication(client, db):
    document = client.get("/api/openapi.json").json()
    schemes = document["components"]["securitySchemes"]
    assert {"type": "http", "scheme": "bearer"}.items() <= next(iter(schemes.values())).items()
    assert document["paths"]["/api/users/me/"]["get"]["security"]
    assert "security" not in document["paths"]["/api/auth/login/"]["post"]


def test_it_serves_the_interactive_docs(client, db):
    response = client.get("/api/docs")
    assert response.status_code == 200
    assert b"/api/openapi.json" in response.content


def test_it_documents_the_error_shape_on_every_operation(client, db):
    document = client.get("/api/openapi.json").json()
    assert set(document["components"]["schemas"]["ErrorOut"]["required"]) == {"error", "message"}
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            error = operation["responses"]["4XX"]["content"]["application/json"]["schema"]
            assert error == {"$ref": "#/components/schemas/ErrorOut"}, (method, path)
