from celery import shared_task

from workers.tasks import policy


@shared_task(name="projects.render_live_image", ignore_result=True,
             **policy.options("projects.render_live_image"))
def render_live_image(project_id: int, revision: int | None) -> str:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.liveimages.services import live_image_refresh

    return live_image_refresh(project_id=project_id, revision=revision)
