"""compose/compose.yaml, checked without docker (none runs here): it follows the Compose
Specification, runs the Procfile's processes with the Procfile's commands, waits only for
services that can say they are healthy, and names no variable .env.example leaves out."""

from __future__ import annotations

import pytest
from jsonschema import Draft201909Validator

from tests.unit.stack.files import (
    COMPOSE_DIR,
    DOCKERFILE,
    SERVICE_OF_PROCESS,
    compose,
    compose_schema,
    compose_variables,
    env_example,
    procfile,
    words,
)

# Services that run once and exit: nothing may restart them, others wait for their success.
ONE_SHOTS = {"migrate", "minio-setup"}
# What Flower's compose command may say differently from the Procfile's, and why: in a
# container it must listen beyond 127.0.0.1 to be published at all (then on this machine's
# loopback only, behind FLOWER_BASIC_AUTH).
ALLOWED_DIFFERENCES = {"flower": {"--address=127.0.0.1": "--address=0.0.0.0"}}


def services() -> dict[str, dict]:
    return compose()["services"]


def test_the_compose_file_follows_the_compose_specification():
    validator = Draft201909Validator(compose_schema())
    errors = [f"{'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message}"
              for error in validator.iter_errors(compose())]
    assert errors == []


def test_the_schema_check_catches_a_mistake():
    """The vendored schema does reject what compose would: a misspelt key, a wrong type."""
    validator = Draft201909Validator(compose_schema())
    broken = compose()
    broken["services"]["web"]["healthcheck"]["retrys"] = 3
    broken["services"]["db"]["restart"] = ["always"]
    assert len(list(validator.iter_errors(broken))) == 2


@pytest.mark.parametrize("process", sorted(procfile()))
def test_each_procfile_process_runs_in_compose_with_the_procfiles_command(process):
    assert process in SERVICE_OF_PROCESS, f"the Procfile's {process} has no compose service"
    expected = [ALLOWED_DIFFERENCES.get(process, {}).get(word, word)
                for word in words(procfile()[process])]
    assert words(services()[SERVICE_OF_PROCESS[process]]["command"]) == expected


def test_compose_runs_no_app_process_the_procfile_does_not():
    app_services = {name for name, service in services().items()
                    if "build" in service and name not in ONE_SHOTS}
    assert app_services == {SERVICE_OF_PROCESS[process] for process in procfile()}


def test_the_migrations_run_as_make_stack_runs_them():
    from tests.unit.stack.test_make_stack import stack_recipe

    migrate = " ".join(words(services()["migrate"]["command"]))
    assert migrate.replace(".venv/bin/python", "$(PY)") in stack_recipe()


def test_the_app_images_build_from_compose_dockerfile():
    for name, service in services().items():
        if words(service.get("command") or [""])[0].startswith(".venv/"):
            build = service.get("build")
            assert build, f"{name} runs the app without building its image"
            assert (COMPOSE_DIR / build["context"] / build["dockerfile"]).resolve() == DOCKERFILE
    assert len({services()[name]["image"] for name in SERVICE_OF_PROCESS.values()}) == 1


def test_every_service_waited_for_can_be_healthy_or_done():
    for name, service in services().items():
        depends_on = service.get("depends_on", {})
        assert isinstance(depends_on, dict), f"{name}: name a condition for each dependency"
        for target, rule in depends_on.items():
            other = services()[target]
            if rule["condition"] == "service_healthy":
                check = other.get("healthcheck", {})
                assert check.get("test") and not check.get("disable"), \
                    f"{name} waits for {target} to be healthy, which has no healthcheck"
            else:
                assert rule["condition"] == "service_completed_successfully", (name, target)
                assert target in ONE_SHOTS, f"{name} waits for {target} to exit"


def test_the_app_processes_wait_for_a_migrated_database():
    for name in SERVICE_OF_PROCESS.values():
        if name != "flower":  # Flower reads the broker only
            assert services()[name]["depends_on"]["migrate"] == {
                "condition": "service_completed_successfully"}


def test_services_restart_unless_stopped_and_one_shots_never():
    for name, service in services().items():
        expected = "no" if name in ONE_SHOTS else "unless-stopped"
        assert service.get("restart") == expected, name


def test_no_app_container_keeps_the_web_probe_it_cannot_answer():
    """The image's HEALTHCHECK asks the web process; a worker or beat container has none."""
    for name in ("worker-interactive", "worker-background", "beat", "flower", "migrate"):
        check = services()[name]["healthcheck"]
        assert check.get("disable") or "/api/health/" not in str(check["test"]), name


def test_stateful_services_keep_their_data_in_named_volumes():
    declared = set(compose()["volumes"])
    used = set()
    for name in ("db", "redis", "minio", "beat"):
        mounts = [volume.split(":")[0] for volume in services()[name]["volumes"]]
        assert mounts and set(mounts) <= declared, name
        used.update(mounts)
    assert used == declared


def test_flower_is_behind_a_password_on_this_machine_only():
    flower = services()["flower"]
    assert compose_variables()["FLOWER_BASIC_AUTH"].startswith(":?")  # compose refuses to start
    assert "FLOWER_BASIC_AUTH" in flower["environment"]
    assert all(port.startswith("127.0.0.1:") for port in flower["ports"])


def test_env_example_names_every_variable_compose_uses():
    missing = sorted(set(compose_variables()) - set(env_example()))
    assert missing == []


def test_env_example_fills_every_variable_compose_requires():
    """Required variables: `${NAME}` (empty would give an empty password or database name) and
    `${NAME:?…}`; those with a default may stay empty."""
    example = env_example()
    for name, rest in compose_variables().items():
        if not rest.startswith((":-", "-")):
            assert example[name].strip(), name


def test_env_example_says_what_the_app_needs_in_production():
    example = env_example()
    assert example["DJANGO_SETTINGS_MODULE"] == "web.settings.production"
    assert len(example["DJANGO_SECRET_KEY"]) >= 50  # production.py refuses a shorter one
    for name in ("DJANGO_ALLOWED_HOSTS", "RELATA_SITE_URL", "S3_BUCKET", "S3_ACCESS_KEY_ID",
                 "S3_SECRET_ACCESS_KEY", "EMAIL_BACKEND", "EMAIL_HOST", "FLOWER_BASIC_AUTH",
                 "WEB_CONCURRENCY"):
        assert example.get(name), name
    # Set by compose.yaml from the services' names: a second value in .env would be ignored.
    for name in ("DATABASE_URL", "REDIS_URL", "S3_ENDPOINT_URL"):
        assert name not in example, name
