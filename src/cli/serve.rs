//! `serve`: the live app. An HTTP server (axum on tokio) on loopback that
//! serves the page (HTML, CSS and script carried in the binary) and the JSON
//! API of `sudoku_explorer::app` (docs/api.md).
//!
//! Every request is hostile input. The server reads at most 1 MB of a body;
//! runs each API request on a blocking thread, at most a few at once, with
//! a time limit it answers 503 at; catches a panic in one request and
//! answers 500 while it goes on serving; answers unknown paths, asset names
//! and methods 404 with JSON; and, on loopback, refuses requests whose Host
//! is not a loopback name (a web page elsewhere cannot reach the app through
//! a DNS name that points at 127.0.0.1).

use super::lang::LangArgs;
use super::CliResult;
use axum::body::{to_bytes, Body};
use axum::extract::{Request as HttpRequest, State as Shared};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::Response;
use axum::Router;
use clap::Args;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use sudoku_explorer::app::{answer, Answer, Request, State, MAX_BODY};
use sudoku_explorer::lang::api::ApiProblem;
use sudoku_explorer::lang::{Lang, Msg, Problem};
use tokio::sync::Semaphore;

// The arguments of `serve`.
#[derive(Args)]
pub struct ServeArgs {
    /// The port to listen on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on. Anything but loopback (127.0.0.1, ::1)
    /// lets other machines use the app, and is warned about.
    #[arg(long, default_value = "127.0.0.1")]
    host: IpAddr,
    /// The longest one request may take, in seconds (1-600).
    #[arg(long, default_value_t = 30, value_parser = super::input::whole_in::<u64>("max-seconds", 1, 600))]
    max_seconds: u64,
    /// Serve the page's files from this folder instead of those built in
    /// (for working on the page: edits show on reload).
    #[arg(long, hide = true)]
    assets_dir: Option<PathBuf>,
    #[command(flatten)]
    words: LangArgs,
}

/// The page's files: name, type, and the copy built in.
const ASSETS: [(&str, &str, &str); 10] = [
    (
        "words.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/words.js"),
    ),
    (
        "game.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/game.js"),
    ),
    (
        "board.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/board.js"),
    ),
    (
        "player.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/player.js"),
    ),
    (
        "coach.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/coach.js"),
    ),
    (
        "play.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/play.js"),
    ),
    (
        "learn.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/learn.js"),
    ),
    (
        "train.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/train.js"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../app/assets/app.js"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("../app/assets/app.css"),
    ),
];
const PAGE: &str = include_str!("../app/assets/index.html");

/// What every request shares.
struct Server {
    app: State,
    /// API work running at once (the rest wait, within their time).
    workers: Arc<Semaphore>,
    limit: Duration,
    assets_dir: Option<PathBuf>,
    /// Listening on loopback: only loopback Host names are served.
    loopback: bool,
    /// What answers an API request ([`answer`]; the tests' own elsewhere).
    answer: fn(&State, &Request) -> Answer,
}

/// Starts the server and serves until the process is stopped.
pub fn serve(args: ServeArgs) -> CliResult {
    let ServeArgs {
        port,
        host,
        max_seconds,
        assets_dir,
        words,
    } = args;
    let cat = words.lang.catalogue();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Problem::Other(e.to_string()))?;
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let server = Arc::new(Server {
        app: State::new(words.lang),
        workers: Arc::new(Semaphore::new(2 * cores)),
        limit: Duration::from_secs(max_seconds),
        assets_dir,
        loopback: host.is_loopback(),
        answer,
    });
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(host, port))
            .await
            .map_err(|e| Problem::Other(format!("{host}:{port}: {e}")))?;
        let address = listener
            .local_addr()
            .map_err(|e| Problem::Other(e.to_string()))?;
        let url = match address.ip() {
            IpAddr::V6(ip) => format!("http://[{ip}]:{}/", address.port()),
            IpAddr::V4(ip) => format!("http://{ip}:{}/", address.port()),
        };
        // Warned before the address is given: whoever reads the address
        // has been warned already.
        if !host.is_loopback() {
            sudoku_explorer::to_stderr!("sudoku-explorer: {}", cat.msg(Msg::ServeOpenHost));
        }
        // One write, and its failure is not the server's: a reader that
        // went away after the address (a script, a test) stops nothing.
        let said = format!(
            "{}{url}\n{}\n",
            cat.msg(Msg::ServeAt),
            cat.msg(Msg::ServeStop)
        );
        let mut out = std::io::stdout();
        let _ = out.write_all(said.as_bytes()).and_then(|()| out.flush());
        let router = Router::new().fallback(handle).with_state(server);
        axum::serve(listener, router)
            .await
            .map_err(|e| Problem::Other(e.to_string()))?;
        Ok(true)
    })
}

fn json_response(a: &Answer) -> Response {
    let status = StatusCode::from_u16(a.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut r = Response::new(Body::from(a.json.to_string()));
    *r.status_mut() = status;
    headers(&mut r, "application/json; charset=utf-8", "no-store");
    r
}

/// The headers every answer has: its type, caching, and no type sniffing.
fn headers(r: &mut Response, kind: &'static str, cache: &'static str) {
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
}

fn refused(problem: ApiProblem, lang: Lang) -> Response {
    json_response(&sudoku_explorer::app::Refusal::Api(problem).answer(lang))
}

fn file_response(kind: &'static str, text: String) -> Response {
    let mut r = Response::new(Body::from(text));
    headers(&mut r, kind, "no-cache");
    r.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
             frame-ancestors 'none'",
        ),
    );
    r
}

/// Whether `host` (a Host header) names this machine's loopback.
fn is_loopback_name(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(n, _)| n),
    };
    name.eq_ignore_ascii_case("localhost")
        || name.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// A built-in file, or the same name read from `--assets-dir`.
fn asset(server: &Server, name: &str, built_in: &'static str) -> String {
    match &server.assets_dir {
        Some(dir) => std::fs::read_to_string(dir.join(name)).unwrap_or_else(|_| built_in.into()),
        None => built_in.to_string(),
    }
}

async fn handle(Shared(server): Shared<Arc<Server>>, req: HttpRequest) -> Response {
    let lang = server.app.lang;
    if server.loopback {
        let host = req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .unwrap_or("");
        if !is_loopback_name(host) {
            let host = host.chars().take(100).collect();
            return refused(ApiProblem::ForeignHost { host }, lang);
        }
    }
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or("").to_string();
    if method == Method::GET && !path.starts_with("/api/") {
        if path == "/" || path == "/index.html" {
            let page = asset(&server, "index.html", PAGE).replace("__LANG__", lang.tag());
            return file_response("text/html; charset=utf-8", page);
        }
        if let Some((name, kind, text)) = path
            .strip_prefix("/assets/")
            .and_then(|n| ASSETS.iter().find(|(a, _, _)| *a == n))
        {
            return file_response(kind, asset(&server, name, text));
        }
    }
    let body = match to_bytes(req.into_body(), MAX_BODY).await {
        Ok(b) => b,
        Err(_) => return refused(ApiProblem::TooLarge { limit: MAX_BODY }, lang),
    };
    let limit = server.limit;
    let work = {
        let server = Arc::clone(&server);
        async move {
            // Waiting for a worker counts against the request's time. The
            // permit goes with the work: work that outlives its request
            // (bounded by the engine's own budgets) still holds its place.
            let permit = Arc::clone(&server.workers).acquire_owned().await.ok()?;
            let server = Arc::clone(&server);
            tokio::task::spawn_blocking(move || {
                let _permit = permit;
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    (server.answer)(
                        &server.app,
                        &Request {
                            method: method.as_str(),
                            path: &path,
                            query: &query,
                            body: &body,
                        },
                    )
                }))
                .ok()
            })
            .await
            .ok()
            .flatten()
        }
    };
    match tokio::time::timeout(limit, work).await {
        Ok(Some(a)) => json_response(&a),
        Ok(None) => refused(ApiProblem::Failed, lang),
        Err(_) => refused(
            ApiProblem::OutOfTime {
                seconds: limit.as_secs(),
            },
            lang,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(answer: fn(&State, &Request) -> Answer, limit: u64) -> Arc<Server> {
        Arc::new(Server {
            app: State::new(Lang::En),
            workers: Arc::new(Semaphore::new(2)),
            limit: Duration::from_secs(limit),
            assets_dir: None,
            loopback: true,
            answer,
        })
    }

    fn call(server: &Arc<Server>, method: &str, path: &str, body: &str) -> (u16, String) {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let req = HttpRequest::builder()
                .method(method)
                .uri(path)
                .header(header::HOST, "127.0.0.1:8080")
                .body(Body::from(body.to_string()))
                .unwrap();
            let r = handle(Shared(Arc::clone(server)), req).await;
            let status = r.status().as_u16();
            let bytes = to_bytes(r.into_body(), usize::MAX).await.unwrap();
            (status, String::from_utf8(bytes.to_vec()).unwrap())
        })
    }

    fn panics(_: &State, req: &Request) -> Answer {
        if req.path == "/api/panic" {
            panic!("a bug in one route");
        }
        answer(&State::new(Lang::En), req)
    }

    fn sleeps(_: &State, _: &Request) -> Answer {
        std::thread::sleep(Duration::from_millis(2500));
        panic!("not reached in time")
    }

    #[test]
    fn a_panic_in_one_request_is_a_500_and_the_server_goes_on() {
        let s = server(panics, 10);
        let (status, body) = call(&s, "POST", "/api/panic", "{}");
        assert_eq!(status, 500);
        assert!(body.contains("a bug"), "{body}");
        let (status, body) = call(&s, "GET", "/api/words", "");
        assert_eq!(status, 200, "{body}");
    }

    #[test]
    fn a_request_over_its_time_is_a_503() {
        let s = server(sleeps, 1);
        let (status, body) = call(&s, "GET", "/api/words", "");
        assert_eq!(status, 503);
        assert!(body.contains("more than 1 s"), "{body}");
    }

    #[test]
    fn only_the_pages_own_files_are_served() {
        let s = server(answer, 10);
        let (status, page) = call(&s, "GET", "/", "");
        assert_eq!(status, 200);
        assert!(page.contains("lang=\"en\""), "{page}");
        assert_eq!(call(&s, "GET", "/assets/app.js", "").0, 200);
        for path in [
            "/assets/../Cargo.toml",
            "/assets/%2e%2e/Cargo.toml",
            "/assets/app.js/../../src/main.rs",
            "/assets/",
            "/etc/passwd",
            "/Cargo.toml",
        ] {
            let (status, body) = call(&s, "GET", path, "");
            assert_eq!(status, 404, "{path}: {body}");
            assert!(body.starts_with("{\"error\":"), "{body}");
        }
        let big = "x".repeat(MAX_BODY + 1);
        let (status, body) = call(&s, "POST", "/api/load", &big);
        assert_eq!(status, 413, "{body}");
    }

    #[test]
    fn only_loopback_names_are_loopback() {
        for yes in [
            "localhost",
            "localhost:8080",
            "127.0.0.1:1",
            "127.1.2.3",
            "[::1]:80",
            "LOCALHOST",
        ] {
            assert!(is_loopback_name(yes), "{yes}");
        }
        for no in [
            "",
            "evil.example:8080",
            "10.0.0.1",
            "[::2]:80",
            "localhost.evil",
        ] {
            assert!(!is_loopback_name(no), "{no}");
        }
    }
}
