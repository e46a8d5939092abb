package dev.patenthub.testnode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.common.unit.TimeValue;
import org.opensearch.core.common.transport.TransportAddress;
import org.opensearch.http.HttpServerTransport;
import org.opensearch.node.MockNode;
import org.opensearch.node.Node;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * A real single-node OpenSearch for the test suite: the server from Maven Central with the Netty
 * HTTP/transport plugin and the common analysis module, started in-process through the test
 * framework's MockNode (which uses the real Netty transport when no mock transport plugin is given).
 *
 * <p>Usage: {@code java -Xms1g -Xmx1g -cp <classpath> dev.patenthub.testnode.TestNode <home> [key=value...]}.
 * {@code <home>} is a directory the caller owns (path.home, data and logs go under it; nothing is
 * deleted). Extra {@code key=value} arguments are node settings that override the defaults below.
 *
 * <p>Once the cluster is up it prints one line {@code OPENSEARCH_READY http://127.0.0.1:<port>} on
 * standard output. It closes the node and exits when standard input reaches EOF, so a parent that dies
 * never leaves this JVM behind. SIGTERM closes the node too.
 */
public final class TestNode {
  private static volatile Node node;

  private TestNode() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: TestNode <home dir> [setting=value...]");
      System.exit(2);
    }
    // Our hook closes the node and logs while doing so: Log4j must not stop itself first.
    System.setProperty("log4j2.shutdownHookEnabled", "false");
    Path home = Path.of(args[0]).toAbsolutePath();
    Settings.Builder builder =
        Settings.builder()
            .put("cluster.name", "patent-hub-test")
            .put("node.name", "patent-hub-test-node")
            .put("path.home", home.toString())
            .put("path.data", home.resolve("data").toString())
            .put("path.logs", home.resolve("logs").toString())
            .put("discovery.type", "single-node")
            .put("network.host", "127.0.0.1")
            .put("http.port", "0")
            .put("transport.port", "0")
            .put("http.type", "netty4")
            .put("transport.type", "netty4")
            // Test machines may be short of disk: never block allocation or writes on watermarks.
            .put("cluster.routing.allocation.disk.threshold_enabled", false)
            .put("logger.level", "INFO");
    for (int i = 1; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      if (eq <= 0) {
        System.err.println("not a setting (key=value): " + args[i]);
        System.exit(2);
      }
      builder.put(args[i].substring(0, eq), args[i].substring(eq + 1));
    }
    Settings settings = builder.build();
    LogConfigurator.configureWithoutConfig(settings);

    Runtime.getRuntime().addShutdownHook(new Thread(TestNode::closeNode, "test-node-shutdown"));
    // Watch standard input from the start: a parent gone while the node is still starting stops it too.
    Thread watcher =
        new Thread(
            () -> {
              drain(System.in);
              System.exit(0); // the shutdown hook closes the node
            },
            "test-node-stdin");
    watcher.setDaemon(true);
    watcher.start();
    try {
      node = new MockNode(settings, List.of(Netty4Plugin.class, CommonAnalysisPlugin.class));
      node.start();
      // Wait until this node has elected itself cluster manager, so the first request succeeds.
      node.client()
          .admin()
          .cluster()
          .prepareHealth()
          .setWaitForYellowStatus()
          .setTimeout(TimeValue.timeValueSeconds(60))
          .get();
    } catch (Throwable e) {
      e.printStackTrace();
      System.exit(1);
    }
    TransportAddress http =
        node.injector().getInstance(HttpServerTransport.class).boundAddress().publishAddress();
    System.out.println("OPENSEARCH_READY http://" + http.getAddress() + ":" + http.getPort());
    System.out.flush();
    // The node's threads are all daemons: this thread keeps the JVM up until the watcher sees EOF.
    watcher.join();
  }

  /** Blocks until the parent closes our standard input (or dies). */
  private static void drain(InputStream in) {
    byte[] buf = new byte[256];
    try {
      while (in.read(buf) != -1) {
        // Nothing is read from the parent: standard input only tells us it is still there.
      }
    } catch (IOException e) {
      // A broken pipe means the same as EOF.
    }
  }

  private static synchronized void closeNode() {
    if (node == null || node.isClosed()) return;
    try {
      node.close();
      if (!node.awaitClose(10, TimeUnit.SECONDS)) System.err.println("node did not close within 10 s");
    } catch (Exception e) {
      e.printStackTrace();
    }
  }
}
