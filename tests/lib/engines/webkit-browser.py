#!/usr/bin/python3
"""
A minimal WebKitGTK browser for WebKitWebDriver (tests/lib/engines/webkit.ts), in place of Debian's MiniBrowser.

MiniBrowser runs automation sessions in an ephemeral (private) session, and WebKit writes no console message of
a private session anywhere, so a test could not see the browser's own errors (a Content-Security-Policy
directive it refuses, a request it cancels). This browser keeps its data in a fresh directory instead and
writes every console message to its standard output, which WebKitWebDriver passes on to the test. It draws
without accelerated compositing, as WebKit does on a machine without a GPU.
Needs Debian's python3-gi and gir1.2-webkit2-4.1.
"""
import shutil
import tempfile

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

data_dir = tempfile.mkdtemp(prefix="portal-webkit-")
manager = WebKit2.WebsiteDataManager(base_data_directory=data_dir, base_cache_directory=data_dir)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings()
settings.set_enable_write_console_messages_to_stdout(True)
# Xvfb has no GPU: with accelerated compositing WebKit draws every frame through Mesa's software OpenGL
# (llvmpipe), a third of the engine's CPU time. Without it, pages are laid out, scripted and scrolled the same.
settings.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
windows = []


def close_view(view, window):
    window.destroy()
    windows.remove(window)
    if not windows:
        Gtk.main_quit()


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 900)
    window.add(view)
    view.connect("close", close_view, window)
    window.show_all()
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("portal-tests")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
try:
    Gtk.main()
finally:
    shutil.rmtree(data_dir, ignore_errors=True)
