"""The left and right safe areas: on the landscape phone (852 × 393, 59 pt on each side for the
sensor housing) the header's own content keeps inside them — the avatar 16 pt inside the left one,
the bar title and the tabs between them — while the banner still fills the width. The portrait
phone, with none, is exactly as before."""

from conftest import frames, phone_shot, rect, scroll_profile_to

SIDE = 59


def goto(page, query):
    page.goto(page.server.url + "/" + query)
    page.wait_for_function("window.playground && window.playground.ready", timeout=15000)
    frames(page, 3)


def test_landscape_keeps_the_avatar_title_and_tabs_inside_the_side_safe_areas(page):
    page.set_viewport_size({"width": 1400, "height": 900})
    goto(page, "?screen=profile&device=landscape")
    width = page.evaluate("document.querySelector('[data-testid=phone]').clientWidth")
    assert width == 852
    avatar = rect(page, "avatar")
    assert avatar["x"] >= SIDE + 16 - 0.5, avatar
    banner = rect(page, "banner")
    assert banner["x"] <= 0.5 and banner["x"] + banner["width"] >= width - 0.5, banner
    for index in range(4):
        tab = rect(page, f"tab-{index}")
        if tab["width"] > 0:
            assert tab["x"] >= SIDE - 0.5 and tab["x"] + tab["width"] <= width - SIDE + 0.5, (index, tab)
    indicator = rect(page, "tab-indicator")
    assert indicator["x"] >= SIDE - 0.5 and indicator["x"] + indicator["width"] <= width - SIDE + 0.5, indicator
    # The page's own text too: the name, the Follow button and the posts keep 16 px inside them.
    name = page.evaluate("""(() => { const r = document.querySelector('[data-testid=name] h1').getBoundingClientRect();
        const p = document.querySelector('[data-testid=phone]').getBoundingClientRect(); return r.left - p.left; })()""")
    assert name >= SIDE + 16 - 0.5, name
    follow = rect(page, "follow")
    assert follow["x"] + follow["width"] <= width - SIDE - 16 + 0.5, follow
    post_text = page.evaluate("""(() => { const r = document.querySelector('[data-testid=scroller] .post .dot').getBoundingClientRect();
        const p = document.querySelector('[data-testid=phone]').getBoundingClientRect(); return r.left - p.left; })()""")
    assert post_text >= SIDE + 16 - 0.5, post_text
    phone_shot(page).save("/tmp/side-safe-areas-rest.png")  # to look at, not committed
    scroll_profile_to(page, 600)
    frames(page, 3)
    title = rect(page, "title")
    assert title["x"] >= SIDE - 0.5 and title["x"] + title["width"] <= width - SIDE + 0.5, title
    avatar = rect(page, "avatar")
    assert avatar["x"] >= SIDE + 16 - 0.5, avatar
    phone_shot(page).save("/tmp/side-safe-areas-pinned.png")


def test_portrait_has_no_side_safe_area_and_keeps_the_design(page):
    page.set_viewport_size({"width": 1400, "height": 1000})
    goto(page, "?screen=profile&device=iphone")
    assert abs(rect(page, "avatar")["x"] - 16) <= 0.5
