import net from 'node:net';
import tls from 'node:tls';
import { MqttClient, type IClientOptions } from 'mqtt';

/**
 * An mqtt.js client whose socket has Nagle's algorithm off. Neither mqtt.js nor aedes sets it, and with
 * it on a QoS 1 round trip waits for the peer's delayed ACK: ~88 ms instead of ~1 ms
 * (docs: ../../shared research ecosystem.md). Used by the server's own client and by the simulator, hence
 * outside src/server: the server runs the simulator, so the simulator must not import the server.
 */
export function connectMqtt(url: string, options: IClientOptions): MqttClient {
  const u = new URL(url);
  const secure = u.protocol === 'mqtts:' || u.protocol === 'tls:';
  const port = Number(u.port || (secure ? 8883 : 1883));
  const host = u.hostname;
  const build = () => {
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    socket.setNoDelay(true);
    return socket;
  };
  const auth: IClientOptions = {};
  if (u.username) auth.username = decodeURIComponent(u.username);
  if (u.password) auth.password = decodeURIComponent(u.password);
  return new MqttClient(build, { protocol: secure ? 'mqtts' : 'mqtt', hostname: host, port, ...auth, ...options });
}
